import Foundation
import StringCatalog

/// `string-symbols.json`: the CLI's options as a JSON object, read with positions so that every
/// problem points into the file. Unknown keys are an error, so a typo never goes unnoticed.
///
/// ```json
/// { "access": "public", "template": "xcode", "symbols": "all", "moduleName": "AppResources", "darwinOnly": false, "verbose": false, "check": "warning" }
/// ```
/// A template path is relative to the configuration file's folder.
public enum ConfigurationFile {
    /// The keys a configuration file may have.
    public static let keys = ["access", "check", "darwinOnly", "moduleName", "sourceLanguage", "symbols", "template", "verbose"]

    /// Reads the file at `path` on top of `base`.
    public static func read(contentsOfFile path: String, base: GeneratorConfiguration = GeneratorConfiguration()) throws(GenerationError) -> GeneratorConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GenerationError(Diagnostic(.error, "cannot read the configuration file", path: path, at: nil))
        }
        return try parse(Array(data), path: path, base: base)
    }

    /// Parses a configuration from its bytes on top of `base`.
    public static func parse(_ bytes: [UInt8], path: String, base: GeneratorConfiguration = GeneratorConfiguration()) throws(GenerationError) -> GeneratorConfiguration {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw GenerationError(Diagnostic(.error, error.message, path: path, at: error.location))
        }
        guard let object = root.object else {
            throw GenerationError(Diagnostic(.error, "the configuration must be a JSON object, not \(root.kindDescription)", path: path, at: root.location))
        }
        var configuration = base
        var diagnostics: [Diagnostic] = []
        func error(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, message, path: path, at: location))
        }
        func string(_ member: JSONObject.Member, allowed: [String]? = nil) -> String? {
            guard let value = member.value.string else {
                error("'\(member.key)' must be a string, not \(member.value.kindDescription)", at: member.value.location)
                return nil
            }
            if let allowed, !allowed.contains(value) {
                error("'\(member.key)' must be one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")), not '\(value)'", at: member.value.location)
                return nil
            }
            return value
        }
        let (members, duplicates) = object.uniqueMembers()
        for (member, first) in duplicates {
            error(Diagnostic.duplicateKeyMessage(member.key, firstAt: first, path: path), at: member.keyLocation)
        }
        for member in members {
            switch member.key {
            case "access":
                if let value = string(member, allowed: AccessLevel.allCases.map(\.rawValue)) { configuration.access = AccessLevel(rawValue: value)! }
            case "check":
                if let value = string(member, allowed: CheckLevel.allCases.map(\.rawValue)) { configuration.check = CheckLevel(rawValue: value)! }
            case "symbols":
                if let value = string(member, allowed: SymbolSelection.allCases.map(\.rawValue)) { configuration.symbols = SymbolSelection(rawValue: value)! }
            case "moduleName":
                if let value = string(member) {
                    if value.isEmpty { error("'moduleName' is empty", at: member.value.location) } else { configuration.moduleName = value }
                }
            case "sourceLanguage":
                if let value = string(member) {
                    if value.isEmpty { error("'sourceLanguage' is empty", at: member.value.location) } else { configuration.sourceLanguage = value }
                }
            case "template":
                if let value = string(member) {
                    let choice = TemplateChoice(argument: value)
                    if case .file(let relative) = choice, !relative.hasPrefix("/") {
                        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
                        configuration.template = .file(folder.appendingPathComponent(relative).standardizedFileURL.path)
                    } else {
                        configuration.template = choice
                    }
                }
            case "darwinOnly":
                if let value = member.value.bool { configuration.darwinOnly = value } else {
                    error("'darwinOnly' must be true or false, not \(member.value.kindDescription)", at: member.value.location)
                }
            case "verbose":
                if let value = member.value.bool { configuration.verbose = value } else {
                    error("'verbose' must be true or false, not \(member.value.kindDescription)", at: member.value.location)
                }
            default:
                error("unknown key '\(member.key)'; the keys are \(keys.map { "'\($0)'" }.joined(separator: ", "))", at: member.keyLocation)
            }
        }
        guard diagnostics.isEmpty else { throw GenerationError(diagnostics: diagnostics.sortedByPosition()) }
        return configuration
    }
}
