@testable import InputText
@testable import Symbols
@testable import TableModel

/// Builds catalogs for translator tests and renders parameters compactly.
enum Fixture {
    /// A `stringUnit` localization.
    static func unit(_ value: String) -> String {
        #"{"stringUnit": {"state": "translated", "value": \#(json(value))}}"#
    }

    /// A `variations` localization by `dimension` (`plural` or `device`).
    static func variations(_ dimension: String, _ cases: KeyValuePairs<String, String>) -> String {
        let body = cases.map { "\(json($0.key)): \($0.value)" }.joined(separator: ", ")
        return #"{"variations": {"\#(dimension)": {\#(body)}}}"#
    }

    /// A localization with a string unit and substitutions given as JSON members.
    static func withSubstitutions(_ value: String, _ substitutions: String) -> String {
        #"{"stringUnit": {"state": "translated", "value": \#(json(value))}, "substitutions": {\#(substitutions)}}"#
    }

    /// One substitution member with plural cases `one` and `other`.
    static func substitution(_ name: String, argNum: Int?, format: String, one: String = "%arg item", other: String = "%arg items") -> String {
        let number = argNum.map { #""argNum": \#($0), "# } ?? ""
        return #"\#(json(name)): {\#(number)"formatSpecifier": \#(json(format)), "variations": {"plural": {"one": \#(unit(one)), "other": \#(unit(other))}}}"#
    }

    /// A catalog (source language `en`) with `entries`: key → entry JSON, one per line from line 2.
    static func catalog(_ entries: KeyValuePairs<String, String>) -> String {
        let lines = entries.map { "\(json($0.key)): \($0.value)" }.joined(separator: ",\n")
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n\(lines)\n}}"
    }

    /// A manual entry (Xcode's rule; problems in its value are errors) whose `en` localization
    /// is `localization`.
    static func manualEntry(_ localization: String) -> String {
        entry(localization, extra: #""extractionState": "manual", "#)
    }

    /// An entry whose `en` localization is `localization`.
    static func entry(_ localization: String, extra: String = "") -> String {
        #"{\#(extra)"localizations": {"en": \#(localization)}}"#
    }

    static func json(_ string: String) -> String {
        var escaped = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// Reads `json` as `path` and translates it.
    static func translate(
        _ json: String, path: String = "Localizable.xcstrings", selection: SymbolSelection = .all,
        template: TemplateChoice = .builtIn(.xcode), detail: WarningDetail = .summary
    ) throws -> SymbolTranslation {
        try translate([(path, json)], selection: selection, template: template, detail: detail)
    }

    /// Reads several catalogs as one module and translates them.
    static func translate(
        _ files: [(path: String, json: String)], selection: SymbolSelection = .all,
        template: TemplateChoice = .builtIn(.xcode), detail: WarningDetail = .summary, moduleName: String = "AppResources"
    ) throws -> SymbolTranslation {
        let catalogs = try files.map { file in
            LoadedTable(path: file.path, catalog: try StringTable.read(bytes: Array(file.json.utf8), path: file.path).catalog)
        }
        return try SymbolTranslator(selection: selection, template: template, warningDetail: detail).translate(catalogs, moduleName: moduleName)
    }

    /// Every diagnostic of translating `json`, whether it succeeded or not.
    static func diagnostics(_ json: String, path: String = "Localizable.xcstrings", detail: WarningDetail = .summary) -> [String] {
        diagnostics([(path, json)], detail: detail)
    }

    static func diagnostics(
        _ files: [(path: String, json: String)], template: TemplateChoice = .builtIn(.xcode), detail: WarningDetail = .summary
    ) -> [String] {
        do {
            return try translate(files, template: template, detail: detail).warnings.map(\.description)
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["not a translation error: \(error)"]
        }
    }
}

extension Symbol {
    /// The parameter list as declared: `_ arg1: Int32, count: Int`, `default arg1: String`.
    var parameterList: String {
        parameters.map { parameter in
            let label = parameter.label ?? "_"
            let names = label == parameter.name ? label : "\(label) \(parameter.name)"
            return "\(names): \(parameter.type.swiftName)"
        }.joined(separator: ", ")
    }
}
