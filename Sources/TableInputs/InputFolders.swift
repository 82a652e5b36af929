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
    /// name of ``tablesFolder(forFirstInput:)``; `Module` without inputs or at the root.
    public static func moduleName(forFirstInput path: String?) -> String {
        guard let path else { return "Module" }
        let folder = tablesFolder(forFirstInput: path).lastPathComponent
        return folder.isEmpty || folder == "/" ? "Module" : folder
    }

    /// The folder of the module's Swift sources: the target's folder when the tables are in a
    /// package's `Sources/<Target>` (wherever below it), else ``tablesFolder(forFirstInput:)``;
    /// relative to the working folder when the input is.
    public static func sourcesFolder(forFirstInput path: String) -> String {
        var url = tablesFolder(forFirstInput: path)
        if isInPackage(url.path) {
            var target = url
            while target.path != "/" && !target.path.isEmpty {
                let parent = target.deletingLastPathComponent()
                if parent.lastPathComponent == "Sources" {
                    url = target
                    break
                }
                target = parent
            }
        }
        let workingFolder = FileManager.default.currentDirectoryPath + "/"
        if !path.hasPrefix("/"), url.path.hasPrefix(workingFolder) { return String(url.path.dropFirst(workingFolder.count)) }
        return url.path
    }

    /// Whether `path` is inside a SwiftPM package: a `Package.swift` in it or a folder above it.
    public static func isInPackage(_ path: String) -> Bool {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while url.path != "/" && !url.path.isEmpty {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return true }
            url.deleteLastPathComponent()
        }
        return false
    }
}
