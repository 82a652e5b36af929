import Foundation
import Testing
@testable import TableInputs

/// Which folders are a package's targets: there, `usage` takes a lookup without a bundle to read
/// the app's main bundle, not the module's own.
@Suite struct InputFoldersTests {
    @Test func aFolderIsInAPackageOnlyInItsTargetFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Repo/App/Views", "Repo/Sources/Kit/Resources", "Repo/Tests/KitTests", "Repo/Modules/Custom/Strings", "Repo/Tools/Lint", "Loose/App"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        // A repository with a manifest at its root for its tools, beside an app's folder.
        try Data(#"let package = Package(targets: [.target(name: "Custom", path:  "./Modules/Custom/"), .plugin(name: "Lint", path: "Tools/Lint")])"#.utf8)
            .write(to: root.appendingPathComponent("Repo/Package.swift"))
        func inPackage(_ folder: String) -> Bool { InputFolders.isInPackage(root.appendingPathComponent(folder).path) }
        #expect(inPackage("Repo/Sources/Kit/Resources"))
        #expect(inPackage("Repo/Tests/KitTests"))
        #expect(inPackage("Repo/Modules/Custom/Strings"), "a target's path: in the manifest")
        #expect(inPackage("Repo/Tools/Lint"))
        #expect(!inPackage("Repo/App/Views"), "an app's folder under a package's root")
        #expect(!inPackage("Repo/Modules"), "above a target's path")
        #expect(!inPackage("Repo"), "the package's own folder")
        #expect(!inPackage("Loose/App"))
        // A target whose path is the package's own folder holds everything in it.
        try Data(#"let package = Package(targets: [.target(name: "Loose", path: ".")])"#.utf8).write(to: root.appendingPathComponent("Loose/Package.swift"))
        #expect(inPackage("Loose/App"))
        #expect(inPackage("Loose"))
    }

    /// The default module name is the package target's, as SwiftPM names it after its folder in
    /// `Sources`, wherever below it the tables are; outside a package, the tables' folder's.
    @Test func theModuleIsNamedAfterItsTargetsFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Kit/Sources/Kit/Resources/de.lproj", "Kit/Sources/Other", "Kit/Strings", "Loose/Resources"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("let package = Package(targets: [])".utf8).write(to: root.appendingPathComponent("Kit/Package.swift"))
        func module(_ path: String) -> String { InputFolders.moduleName(forFirstInput: root.appendingPathComponent(path).path) }
        #expect(module("Kit/Sources/Kit/Resources/Localizable.xcstrings") == "Kit")
        #expect(module("Kit/Sources/Kit/Resources/de.lproj/Localizable.strings") == "Kit")
        #expect(module("Kit/Sources/Kit/Resources") == "Kit")
        #expect(module("Kit/Sources/Other") == "Other")
        #expect(module("Kit/Strings/Localizable.xcstrings") == "Strings", "a folder of the package that is no target's")
        #expect(module("Loose/Resources/Localizable.xcstrings") == "Resources")
        #expect(InputFolders.moduleName(forFirstInput: nil) == "Module")
    }

    /// `check`'s modules: the folder of the package target a file is in, in any folder SwiftPM
    /// takes targets from, and never a `Sources` above the package's own folder.
    @Test func aFilesModuleIsItsPackageTarget() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            ("Sources/Kit/Package.swift", ""), ("Sources/Kit/Sources/A/Res/L.xcstrings", "{}"), ("Sources/Kit/Tests/ATests/L.xcstrings", "{}"),
            ("Sources/Kit/Fixtures/L.xcstrings", "{}"), ("Loose/L.xcstrings", "{}"),
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let kit = root.appendingPathComponent("Sources/Kit").path
        #expect(InputFolders.moduleFolder(of: kit + "/Sources/A/Res/L.xcstrings") == kit + "/Sources/A")
        #expect(InputFolders.moduleFolder(of: kit + "/Tests/ATests/L.xcstrings") == kit + "/Tests/ATests")
        #expect(InputFolders.moduleFolder(of: kit + "/Fixtures/L.xcstrings") == nil, "in the package, in no target folder; not the Sources above it")
        #expect(InputFolders.moduleFolder(of: root.appendingPathComponent("Loose/L.xcstrings").path) == nil)
        #expect(InputFolders.moduleName(forFirstInput: kit + "/Fixtures/L.xcstrings") == "Fixtures")
    }

    @Test func targetPathsAreTheManifestsPathArguments() {
        #expect(InputFolders.targetPaths(in: #".target(name: "A", path: "Sources/A/"), .target(name: "B", path:"./b"), .target(name: "C", path: .init()), .target(name: "D", path: "./")"#) == ["Sources/A", "b", ""])
    }
}
