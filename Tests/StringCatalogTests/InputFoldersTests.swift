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

    /// `check`'s modules: a package's folder or its `Sources` stands for each target that holds
    /// a table; other inputs go with the target they are in.
    @Test func inputsGroupedByModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("groups-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            ("Kit/Package.swift", ""), ("Kit/Sources/A/L.xcstrings", "{}"), ("Kit/Sources/B/Res/en.lproj/L.strings", ""),
            ("Kit/Sources/C/main.swift", ""), ("Kit/Sources/D/mul.lproj/Main.xcstrings", "{}"), ("Loose/L.xcstrings", "{}"),
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let kit = root.appendingPathComponent("Kit").path, loose = root.appendingPathComponent("Loose").path
        let targets = [[kit + "/Sources/A"], [kit + "/Sources/B"]]
        #expect(InputFolders.modules(of: [kit]) == targets)
        #expect(InputFolders.modules(of: [kit + "/Sources"]) == targets)
        #expect(InputFolders.modules(of: [kit + "/Sources/A/L.xcstrings", kit + "/Sources/B/Res", kit + "/Sources/A", loose]) == [
            [kit + "/Sources/A/L.xcstrings", kit + "/Sources/A"], [kit + "/Sources/B/Res"], [loose],
        ])
        #expect(InputFolders.modules(of: [loose, loose + "/L.xcstrings"]) == [[loose, loose + "/L.xcstrings"]])
    }

    @Test func targetPathsAreTheManifestsPathArguments() {
        #expect(InputFolders.targetPaths(in: #".target(name: "A", path: "Sources/A/"), .target(name: "B", path:"./b"), .target(name: "C", path: .init()), .target(name: "D", path: "./")"#) == ["Sources/A", "b", ""])
    }
}
