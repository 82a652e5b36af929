import Foundation

/// The real legacy tables of the shared legacy corpus (`../shared/legacy-corpus`): one module per
/// folder that holds `.lproj` folders, as the apps' bundles are laid out.
public enum LegacyCorpus {
    /// One module: a folder of a project that holds `.lproj` folders.
    public struct Module: Sendable, CustomStringConvertible {
        /// The project's folder name, such as `duckduckgo__iOS`.
        public var project: String
        /// The module's folder, relative to the corpus.
        public var folder: String
        /// Its full path.
        public var path: String { SharedFolder.legacyCorpus.appendingPathComponent(folder).path }
        public var description: String { folder }
    }

    /// The projects of the corpus, sorted (the migrations folder aside).
    public static var projects: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: SharedFolder.legacyCorpus.path)) ?? []
        return names.filter { $0.contains("__") && SharedFolder.exists(SharedFolder.legacyCorpus.appendingPathComponent($0)) }.sorted()
    }

    /// Every module of every project, sorted by folder; when the corpus is required but absent,
    /// one module that names the problem, so that a test runs and fails.
    public static let modules: [Module] = {
        if !SharedFolder.exists(SharedFolder.legacyCorpus) {
            return SharedFolder.isRequired ? [Module(project: "missing", folder: "required-folder-is-missing")] : []
        }
        var modules: [Module] = []
        for project in projects {
            for folder in folders(holdingLocalizationFoldersUnder: project) {
                modules.append(Module(project: project, folder: folder))
            }
        }
        return modules.sorted { $0.folder < $1.folder }
    }()

    /// The folders under `relative` (corpus-relative) that hold `.lproj` folders directly.
    static func folders(holdingLocalizationFoldersUnder relative: String) -> [String] {
        let root = SharedFolder.legacyCorpus.appendingPathComponent(relative)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        var result: [String] = []
        if names.contains(where: { $0.hasSuffix(".lproj") }) { result.append(relative) }
        for name in names where !name.hasSuffix(".lproj") && !name.hasPrefix(".") && name != "SwiftGen-output" {
            if SharedFolder.exists(root.appendingPathComponent(name)) {
                result += folders(holdingLocalizationFoldersUnder: relative + "/" + name)
            }
        }
        return result
    }

    /// The folder of Xcode's own migrations: `<project>/before` (tables) and `<project>/after` (the catalog).
    public static var migrations: URL { SharedFolder.legacyCorpus.appendingPathComponent("migrations") }
}
