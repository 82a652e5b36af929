import Foundation
import InputText
import JSON
import PluginFacts
import StringSymbols
import Symbols

/// `string-symbols.json`: the CLI's options as a JSON object, read with positions so that every
/// problem points into the file. Unknown keys are an error, so a typo never goes unnoticed.
///
/// ```json
/// { "access": "public", "template": "xcode", "symbols": "all", "moduleName": "AppResources", "darwinOnly": false, "verbose": false, "check": "warning" }
/// ```
/// A template path is relative to the configuration file's folder.
enum ConfigurationFile {
    /// The keys a configuration file may have, sorted: those of ``ConfigurationOption/all``.
    static let keys = ConfigurationOption.all.map(\.key).sortedOutOfLine()

    /// Reads the file at `path` on top of `base`.
    static func read(contentsOfFile path: String, base: ToolConfiguration = ToolConfiguration()) throws(DiagnosticError) -> ToolConfiguration {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readArray(atPath: path)
        } catch {
            throw DiagnosticError(Diagnostic(.error, error.missing ?? "cannot read the configuration file: \(error.reason)", path: path, at: nil))
        }
        return try parse(bytes, path: path, base: base)
    }

    /// Parses a configuration from its bytes on top of `base`.
    static func parse(_ bytes: [UInt8], path: String, base: ToolConfiguration = ToolConfiguration()) throws(DiagnosticError) -> ToolConfiguration {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw DiagnosticError(Diagnostic(.error, error.message, path: path, at: error.location))
        }
        guard let object = root.object else {
            throw DiagnosticError(Diagnostic(.error, "the configuration must be a JSON object, not \(root.kindDescription)", path: path, at: root.location))
        }
        var configuration = base
        var diagnostics: [Diagnostic] = []
        func error(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, message, path: path, at: location))
        }
        let (members, duplicates) = object.uniqueMembers()
        for (member, first) in duplicates {
            error(Diagnostic.duplicateKeyMessage(member.key, firstAt: first, path: path), at: member.keyLocation)
        }
        let folder = TableFileName.folder(of: path)
        for member in members {
            guard let option = ConfigurationOption.option(forKey: member.key) else {
                error("unknown key '\(member.key)'; the keys are \(keys.map { "'\($0)'" }.joined(separator: ", "))", at: member.keyLocation)
                continue
            }
            switch value(of: member, for: option) {
            case .success(let value):
                option.apply(value, to: &configuration, relativeTo: folder)
                configuration.generator.settingPlaces[member.key] = SettingPlace(path: path, location: member.value.location)
                for parameter in member.value.object?.members ?? [] where member.key == "templateParameters" {
                    configuration.generator.settingPlaces[parameter: parameter.key] = SettingPlace(path: path, location: parameter.keyLocation)
                }
            case .failure(let problems): problems.items.forEach { error($0.message, at: $0.location) }
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics: diagnostics.sortedByPosition()) }
        return configuration
    }

    /// Why a member's value is no value of its option: each problem at its place, so that every
    /// element of an array or member of an object that is wrong is named in one run.
    private struct Problems: Error {
        var items: [(message: String, location: SourceLocation)]

        init(_ message: String, at location: SourceLocation) {
            items = [(message, location)]
        }

        init(_ items: [(message: String, location: SourceLocation)]) {
            self.items = items
        }
    }

    /// The value of `member` for `option`, or why it is none.
    private static func value(of member: JSONObject.Member, for option: ConfigurationOption) -> Result<ConfigurationOption.Value, Problems> {
        let key = member.key
        let location = member.value.location
        switch option.kind {
        case .flag:
            guard let bool = member.value.bool else { return .failure(Problems("'\(key)' must be true or false, not \(member.value.kindDescription)", at: location)) }
            return .success(.bool(bool))
        case .names, .languages, .patterns, .extractionStates:
            guard let array = member.value.array else { return .failure(Problems("'\(key)' must be an array of strings, not \(member.value.kindDescription)", at: location)) }
            var names: [String] = []
            var problems: [(message: String, location: SourceLocation)] = []
            for element in array {
                guard let name = element.string else {
                    problems.append(("'\(key)' must hold strings, not \(element.kindDescription)", element.location))
                    continue
                }
                if let problem = option.kind.problem(with: name) {
                    // A pattern's problem does not quote it; the command line names it by the flag.
                    problems.append((option.kind == .patterns ? "'\(key)': '\(name)' \(problem)" : "'\(key)' \(problem)", element.location))
                    continue
                }
                names.append(name)
            }
            return problems.isEmpty ? .success(.names(names)) : .failure(Problems(problems))
        case .parameters:
            guard let object = member.value.object else { return .failure(Problems("'\(key)' must be an object of names and values, not \(member.value.kindDescription)", at: location)) }
            let (members, duplicates) = object.uniqueMembers()
            var problems = duplicates.map { duplicate in ("'\(key)' names '\(duplicate.member.key)' twice", duplicate.member.keyLocation) }
            var parameters: [String: TemplateParameter] = [:]
            for parameter in members {
                guard TemplateParameter.parse(parameter.key)?.name == parameter.key else {
                    problems.append(("'\(key)' has the name '\(parameter.key)'; a parameter's name is letters, digits and '_'", parameter.keyLocation))
                    continue
                }
                if let bool = parameter.value.bool {
                    parameters[parameter.key] = .bool(bool)
                } else if let text = parameter.value.string {
                    // As on the command line, the words true and false are switches.
                    parameters[parameter.key] = text == "true" ? .bool(true) : text == "false" ? .bool(false) : .text(text)
                } else {
                    problems.append(("'\(key)': '\(parameter.key)' must be a string or true or false, not \(parameter.value.kindDescription)", parameter.value.location))
                }
            }
            return problems.isEmpty ? .success(.parameters(parameters)) : .failure(Problems(problems))
        case .choice, .text, .language, .pattern:
            // The command line's own check of a value, in its words.
            guard let text = member.value.string else { return .failure(Problems("'\(key)' must be a string, not \(member.value.kindDescription)", at: location)) }
            if let problem = option.kind.problem(with: text) { return .failure(Problems("'\(key)' \(problem)", at: location)) }
            return .success(.text(text))
        }
    }
}
