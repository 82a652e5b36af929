import FileSystem
import Foundation
import PluginFacts

/// The folders a module's inputs stand for, worked out from the first input in one way for
/// every command: the folder the module is named after, and the folder of its Swift sources.
public enum InputFolders {
    /// The folder of the first input: the input itself when it is a folder, else the folder of
    /// the file; out of every `.lproj` folder it is in (a legacy table's folder is the one that
    /// holds its `.lproj` folders).
    public static func tablesFolder(forFirstInput path: String) -> URL {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            url.deleteLastPathComponent()
        }
        while TableFileName.isLocalizationFolder(url.lastPathComponent) { url.deleteLastPathComponent() }
        return url
    }

    /// The module name SwiftPM gives the tables' target, which it names after its folder: the
    /// target's folder when the tables are in a package's `Sources/<Target>` (wherever below it:
    /// `Sources/App/Resources` is the module `App`), else the name of
    /// ``tablesFolder(forFirstInput:)``; `Module` without inputs or at the root.
    public static func moduleName(forFirstInput path: String?) -> String {
        guard let path else { return "Module" }
        let tables = tablesFolder(forFirstInput: path)
        let folder = (targetFolder(holding: tables) ?? tables).lastPathComponent
        return folder.isEmpty || folder == "/" ? "Module" : folder
    }

    /// The folder of the module's Swift sources: the target's folder when the tables are in a
    /// package's `Sources/<Target>` (wherever below it), else ``tablesFolder(forFirstInput:)``;
    /// relative to the working folder when the input is.
    public static func sourcesFolder(forFirstInput path: String) -> String {
        let tables = tablesFolder(forFirstInput: path)
        let url = targetFolder(holding: tables) ?? tables
        let workingFolder = FileManager.default.currentDirectoryPath
        if !path.hasPrefix("/") {
            if url.path == workingFolder { return "." }
            if url.path.hasPrefix(workingFolder + "/") { return String(url.path.dropFirst(workingFolder.count + 1)) }
        }
        return url.path
    }

    /// The folder of the package target `folder` is in, or is: the one directly in the package's
    /// `Sources`; `nil` outside a package.
    static func targetFolder(holding folder: URL) -> URL? {
        guard isInPackage(folder.path) else { return nil }
        return Self.folder(holding: folder, inOneOf: ["Sources"])
    }

    /// The module of a table file or folder at `path` (a file's folder is the file's module), for a
    /// command that reads module by module (`check`): the standardized folder of the package
    /// target it is in, directly in one of the
    /// folders SwiftPM takes targets from (`Sources`, `Tests`, …); `nil` when it is in none.
    public static func moduleFolder(of path: String) -> String? {
        folder(holding: URL(fileURLWithPath: path).standardizedFileURL, inOneOf: targetFolders)?.path
    }

    /// The folder at or above `url` that is directly in a folder named one of `containers`, which
    /// is directly in a package's folder (one that holds `Package.swift`); the walk up stops at
    /// the first package's folder, so a `Sources` above the package is not its.
    private static func folder(holding url: URL, inOneOf containers: Set<String>) -> URL? {
        var target = url
        while target.path != "/" && !target.path.isEmpty {
            if FileManager.default.fileExists(atPath: target.appendingPathComponent("Package.swift").path) { return nil }
            let parent = target.deletingLastPathComponent()
            if containers.contains(parent.lastPathComponent),
               FileManager.default.fileExists(atPath: parent.deletingLastPathComponent().appendingPathComponent("Package.swift").path) {
                return target
            }
            target = parent
        }
        return nil
    }

    /// Whether `path` is in a target of a SwiftPM package: in one of the folders SwiftPM takes
    /// targets from (`Sources`, `Source`, `src`, `srcs`, `Tests`) of the nearest folder above
    /// that holds a `Package.swift`, or in a folder the manifest names as a target's `path:`.
    /// Another folder under a package (an app's, in a repository with a `Package.swift` at its
    /// root for its tools) is not in the package.
    public static func isInPackage(_ path: String) -> Bool {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var below: [String] = []
        while url.path != "/" && !url.path.isEmpty {
            let manifest = url.appendingPathComponent("Package.swift").path
            if FileManager.default.fileExists(atPath: manifest) {
                if let first = below.last, targetFolders.contains(first) { return true }
                let relative = below.reversed().joined(separator: "/")
                let text = (try? String(contentsOfFile: manifest, encoding: .utf8)) ?? ""
                // `path: "."` makes the package's folder a target's, and everything in it.
                return targetPaths(in: text).contains { $0.isEmpty || relative == $0 || relative.hasPrefix($0 + "/") }
            }
            below.append(url.lastPathComponent)
            url.deleteLastPathComponent()
        }
        return false
    }

    /// The folders of a package that SwiftPM finds targets in without a `path:`.
    static let targetFolders: Set<String> = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]

    /// The values of the manifest's `path: "…"` arguments, without `./` and a trailing `/`: `""`
    /// for the package's own folder (`"."`).
    static func targetPaths(in manifest: String) -> [String] {
        var paths: [String] = []
        var rest = manifest[...]
        while let label = rest.range(of: "path:") {
            rest = rest[label.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
            var value = String(rest[rest.index(after: rest.startIndex)..<end])
            while value.hasPrefix("./") { value.removeFirst(2) }
            while value.hasSuffix("/") { value.removeLast() }
            paths.append(value == "." ? "" : value)
            rest = rest[end...]
        }
        return paths
    }
}
