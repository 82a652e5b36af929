import Foundation

/// The files generation reads and writes besides the tables: the configuration file, a custom
/// template with its partials, and the generated files.
///
/// The plugins cannot import the library, so they compile this file too, through a link in
/// `Plugins/PluginsShared`: it imports nothing but Foundation.
public enum GenerationFiles {
    /// The configuration file's name: `string-symbols.json` in the target's folder.
    public static let configurationFileName = "string-symbols.json"

    /// The file that holds the module-wide declarations.
    public static let moduleFileName = "StringSymbols.swift"

    /// What the name of every table's file ends with.
    public static let tableFileSuffix = "+StringSymbols.swift"

    /// The file that holds the declarations of the table `tableName`: `Booking+StringSymbols.swift`.
    /// Table names are unique in a module, so file names are too.
    public static func fileName(forTable tableName: String) -> String {
        tableName + tableFileSuffix
    }

    /// The names of the files generated for the tables `tableNames`: the module's file, then one
    /// per table.
    public static func outputFileNames(forTables tableNames: [String]) -> [String] {
        [moduleFileName] + tableNames.map(fileName(forTable:))
    }

    /// Whether `name` is that of a generated file.
    public static func isOutputFileName(_ name: String) -> Bool {
        name == moduleFileName || (name.hasSuffix(tableFileSuffix) && name.count > tableFileSuffix.count)
    }

    /// The extension of a template file, without the dot.
    public static let templateExtension = "mustache"

    /// The files of the custom template at `template`: the template itself, then the other
    /// `.mustache` files of its folder, its partials, by name. Those in the folder that cannot be
    /// listed are left out, and reading the template then reports the problem.
    public static func templateFiles(forTemplateAt template: URL) -> [URL] {
        let folder = template.deletingLastPathComponent()
        let partials = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix("." + templateExtension) && $0 != template.lastPathComponent }
            .sorted()
            .map { folder.appendingPathComponent($0) }
        return [template] + partials
    }
}
