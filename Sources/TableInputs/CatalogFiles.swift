import FileSystem
import Foundation
import InputText
import PluginFacts

/// The String Catalogs among the paths a user names to a command that rewrites catalogs
/// (`format`): the files named, and every `.xcstrings` file at any depth of the folders named,
/// each once, whichever paths reach it. Unlike ``TableDiscovery``, it spans modules: catalogs of
/// one name in different folders are different files, not a clash.
public enum CatalogFiles {
    /// The catalogs of `paths`, in the order met (a folder's in the order of their paths).
    ///
    /// - Throws: Every path that does not exist, every file that is not a catalog (by its name),
    ///   every `.xcloc` bundle, and every folder that holds no catalog, at once.
    public static func find(in paths: [String]) throws(DiagnosticError) -> [String] {
        try find(in: paths, passingOverInterfaceBuilderCatalogs: false).catalogs
    }

    /// The catalogs of `paths`, as ``find(in:)`` finds them, for a command that leaves Interface
    /// Builder's catalogs (in `.lproj` folders) to Xcode when
    /// `passingOverInterfaceBuilderCatalogs` (`export`, as Xcode exports them under their
    /// storyboard's path): a folder's search passes over them with a note, as
    /// ``TableDiscovery`` does, and a catalog named itself is found wherever it is.
    ///
    /// - Throws: What ``find(in:)`` throws, and a folder that holds catalogs only in `.lproj`
    ///   folders when they are passed over.
    package static func find(in paths: [String], passingOverInterfaceBuilderCatalogs passesOver: Bool) throws(DiagnosticError) -> (catalogs: [String], note: Diagnostic?) {
        let workingFolder = FileManager.default.currentDirectoryPath
        var found: [String] = []
        var seen: Set<String> = []
        var seenFiles: Set<FileIdentity> = []
        var diagnostics: [Diagnostic] = []
        var passedOver: [String] = []
        // One file by one path: the first met, whether other paths spell it otherwise or reach it
        // through a link.
        func add(_ path: String) {
            guard seen.insert(standardizedPath(path, in: workingFolder)).inserted else { return }
            if let identity = FileIdentity(path: path), !seenFiles.insert(identity).inserted { return }
            found.append(path)
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            if let problem = missingInputProblem(path) {
                diagnostics.append(Diagnostic(.error, problem, path: path, at: nil))
                continue
            }
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                switch TableFileName.kind(of: path) {
                case .catalog:
                    add(path)
                case .strings, .stringsdict:
                    diagnostics.append(Diagnostic(.error, "this is a legacy table, not a String Catalog; 'string-symbols convert' makes a catalog of its table", path: path, at: nil))
                case nil where path.hasPrefix("/dev/") || FileKind(atPath: path, followingLinks: true) != .regularFile:
                    // Standard input and a pipe (`<(git show HEAD:Localizable.xcstrings)`) have no name to tell by.
                    add(path)
                case nil:
                    diagnostics.append(Diagnostic(.error, "not a String Catalog: a catalog's name ends in .xcstrings", path: path, at: nil))
                }
                continue
            }
            if TableFileName.hasExtension(path, "xcloc") {
                // What `export` writes: its Source Contents are copies of the project's catalogs.
                diagnostics.append(Diagnostic(.error, "this is an exported .xcloc bundle, whose catalogs are copies; name the project's catalogs or its folder", path: path, at: nil))
                continue
            }
            var visits = FolderVisits()
            var catalogs = catalogs(under: path, visits: &visits)
            if passesOver {
                let isInLocalizationFolder = { (catalog: String) in TableFileName.isLocalizationFolder(TableFileName.fileName(of: TableFileName.folder(of: catalog))) }
                let inLocalizationFolders = catalogs.filter(isInLocalizationFolder)
                catalogs.removeAll(where: isInLocalizationFolder)
                if catalogs.isEmpty, let first = inLocalizationFolders.first {
                    diagnostics.append(Diagnostic(.error, "the folder holds String Catalogs only in .lproj folders (\(first)), which are Interface Builder tables, left to Xcode as it exports them under their storyboard's path; name such a catalog as an input to read it", path: path, at: nil))
                    continue
                }
                passedOver += inLocalizationFolders
            }
            if catalogs.isEmpty {
                diagnostics.append(Diagnostic(.error, "the folder holds no String Catalog (.xcstrings)", path: path, at: nil))
            }
            catalogs.forEach(add)
        }
        guard !diagnostics.containsErrors else { throw DiagnosticError(diagnostics: diagnostics) }
        // A catalog named itself, or reached by another input, is read.
        let kept = Set(found.map { standardizedPath($0, in: workingFolder) })
        let note = TableDiscovery.interfaceBuilderNote(
            passedOver.filter { !kept.contains(standardizedPath($0, in: workingFolder)) },
            why: ("whose strings Xcode exports under its storyboard's path, not as a catalog", "whose strings Xcode exports under their storyboards' paths, not as catalogs"))
        return (found, note)
    }

    /// The catalogs at any depth of `folder`, `.lproj` folders included (Interface Builder's
    /// catalogs live in `mul.lproj`); hidden folders and asset catalogs are not entered, nor a
    /// folder entered before by another path.
    private static func catalogs(under folder: String, visits: inout FolderVisits) -> [String] {
        guard visits.enter(folder) else { return [] }
        let separator = folder.hasSuffix("/") ? "" : "/"
        var catalogs: [String] = []
        for entry in (DirectoryListing.entries(of: folder) ?? []).sortedOutOfLine(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
            let path = folder + separator + entry.name
            if entry.isDirectory {
                if !DirectoryListing.isNeverWalked(folderNamed: entry.name) { catalogs += Self.catalogs(under: path, visits: &visits) }
            } else if TableFileName.kind(of: entry.name) == .catalog {
                catalogs.append(path)
            }
        }
        return catalogs
    }
}
