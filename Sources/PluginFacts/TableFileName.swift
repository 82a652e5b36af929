/// The file names of tables: the one place that knows their extensions.
///
/// The plugins cannot import the library, so they compile this file too, through a link in
/// `Plugins/PluginsShared`: it imports nothing.
public enum TableFileName {
    /// The extension of a String Catalog, without the dot.
    public static let catalogExtension = "xcstrings"
    /// The extension of a legacy strings file, without the dot.
    public static let stringsExtension = "strings"
    /// The extension of a legacy plural and device rules file, without the dot.
    public static let stringsdictExtension = "stringsdict"
    /// The extension of a localization folder, without the dot.
    public static let localizationFolderExtension = "lproj"
    /// The extensions of Interface Builder's files, and of intent definitions, whose tables
    /// (keyed by object IDs, in `.lproj` folders) get no symbols.
    public static let interfaceBuilderExtensions = ["storyboard", "xib", "intentdefinition"]

    /// The kind of table file `path` names, by its extension; `nil` when it names none.
    public static func kind(of path: String) -> Kind? {
        if hasExtension(path, catalogExtension) { return .catalog }
        if hasExtension(path, stringsExtension) { return .strings }
        if hasExtension(path, stringsdictExtension) { return .stringsdict }
        return nil
    }

    /// A kind of table file.
    public enum Kind: Hashable, Sendable {
        case catalog, strings, stringsdict
    }

    /// The table name of the catalog at `path`: its file name without directories and without
    /// a `.xcstrings` extension.
    public static func tableName(ofCatalogAt path: String) -> String {
        let name = fileName(of: path)
        let suffix = "." + catalogExtension
        return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    }

    /// The file name of `path` without its extension.
    public static func baseName(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = extensionDot(of: name) else { return name }
        return String(name[..<dot])
    }

    /// The last component of `path`.
    public static func fileName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `name` in `folder`: `name` itself when it is a whole path or `folder` is the working
    /// folder (`.`, or empty), so that a relative path stays as short as it was given.
    public static func path(_ name: String, inFolder folder: String) -> String {
        if name.hasPrefix("/") || folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder of `path`: all before its last `/` (`/` for a file at the root, `.` for a
    /// name without a folder).
    public static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    /// The extension of `path`'s file name, without the dot; empty when it has none.
    public static func pathExtension(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = extensionDot(of: name) else { return "" }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// The language a `.lproj` folder's name (without its extension) stands for: `_` is `-`
    /// (`zh_CN` is `zh-CN`), and the old English names of languages (`English`) are their codes.
    /// `Base` stays `Base`.
    public static func language(ofLocalizationFolderNamed name: String) -> String {
        if let code = legacyLanguageNames[name] { return code }
        return String(name.map { $0 == "_" ? "-" : $0 })
    }

    /// The folder names that NeXTSTEP and early macOS used before language codes.
    static let legacyLanguageNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es", "Dutch": "nl",
    ]

    /// The key of a legacy table's name: names that differ only in case are one table, as
    /// Apple's file systems (case-insensitive by default) and so the app's bundle find either
    /// spelling (`InfoPlist.strings` in `en.lproj`, `infoPlist.strings` in `de.lproj`).
    public static func tableKey(_ name: String) -> String {
        name.lowercased()
    }

    /// The name of a legacy table from the paths of its files, which may spell it in more than
    /// one case: the spelling of the first, by path, of `sources` (the files of its source
    /// language), else of all its files.
    public static func tableName(sources: [String], files: [String]) -> String {
        baseName(of: (sources.isEmpty ? files : sources).min()!)
    }

    /// Whether `name` (a folder's name) is a localization folder, `de.lproj`.
    public static func isLocalizationFolder(_ name: String) -> Bool {
        hasExtension(name, localizationFolderExtension)
    }

    /// Whether the file name of `path` ends in `.` and `pathExtension`, with something before the
    /// dot. Listing a large tree asks this of each of thousands of names, so it compares bytes.
    public static func hasExtension(_ path: String, _ pathExtension: String) -> Bool {
        let (path, suffix) = (path.utf8, pathExtension.utf8)
        guard path.count > suffix.count + 1 else { return false }
        let dot = path.index(path.endIndex, offsetBy: -(suffix.count + 1))
        return path[dot] == UInt8(ascii: ".") && path[path.index(before: dot)] != UInt8(ascii: "/")
            && path[path.index(after: dot)...].elementsEqual(suffix)
    }

    /// Where the dot of `name`'s extension is: its last dot, unless that starts the name (a
    /// hidden file's name is no extension).
    private static func extensionDot(of name: String) -> String.Index? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        return dot
    }
}
