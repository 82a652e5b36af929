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
        let workingFolder = FileManager.default.currentDirectoryPath
        var found: [String] = []
        var seen: Set<String> = []
        var seenFiles: Set<FileIdentity> = []
        var diagnostics: [Diagnostic] = []
        // One file by one path: the first met, whether other paths spell it otherwise or reach it
        // through a link.
        func add(_ path: String) {
            guard seen.insert(standardizedPath(path, in: workingFolder)).inserted else { return }
            if let identity = FileIdentity(path: path), !seenFiles.insert(identity).inserted { return }
            found.append(path)
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, "no such file or folder", path: path, at: nil))
                continue
            }
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
            let catalogs = catalogs(under: path, visits: &visits)
            if catalogs.isEmpty {
                diagnostics.append(Diagnostic(.error, "the folder holds no String Catalog (.xcstrings)", path: path, at: nil))
            }
            catalogs.forEach(add)
        }
        guard !diagnostics.containsErrors else { throw DiagnosticError(diagnostics: diagnostics) }
        return found
    }

    /// The catalogs at any depth of `folder`, `.lproj` folders included (Interface Builder's
    /// catalogs live in `mul.lproj`); hidden folders and asset catalogs are not entered, nor a
    /// folder entered before by another path.
    private static func catalogs(under folder: String, visits: inout FolderVisits) -> [String] {
        guard visits.enter(folder) else { return [] }
        let separator = folder.hasSuffix("/") ? "" : "/"
        var catalogs: [String] = []
        for entry in (DirectoryListing.entries(of: folder) ?? []).sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
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
