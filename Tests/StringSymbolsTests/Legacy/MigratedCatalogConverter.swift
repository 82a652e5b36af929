import Foundation
import TableInputs

/// Converts a legacy table into the String Catalog Xcode's "Migrate to String Catalog" writes
/// for it, independently of the library's legacy reader: the files are read with Foundation's
/// property-list parser, and the mapping of DESIGN.md ("Legacy tables") is written again here,
/// plainly, so that the two can be compared.
enum MigratedCatalogConverter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The catalog's JSON for `table`.
    static func catalogJSON(for table: TableInput) throws -> Data {
        var strings: [String: [String: Any]] = [:]
        var sourceKeys: Set<String> = []
        // Per language: the .strings values, then the stringsdict's, which win.
        var byLanguage: [String: [String: [String: Any]]] = [:]
        for file in table.legacyFiles.sorted(by: { $0.kind == .strings && $1.kind == .stringsdict }) {
            let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
            let isBlank = data.allSatisfy { [0x20, 0x0A, 0x0D, 0x09].contains($0) } || data.isEmpty
            let plist: Any = isBlank ? [String: Any]() : try PropertyListSerialization.propertyList(from: data, format: nil)
            guard let dictionary = plist as? [String: Any] else { throw Failure(description: "\(file.path) is not a dictionary") }
            for (key, value) in dictionary {
                let localization: [String: Any]?
                switch file.kind {
                case .strings:
                    localization = (value as? String).map { ["stringUnit": ["state": "translated", "value": $0]] }
                case .stringsdict:
                    localization = (value as? [String: Any]).flatMap(migrate)
                }
                guard let localization else { continue }
                byLanguage[file.language, default: [:]][key] = localization
                if file.isSource { sourceKeys.insert(key) }
            }
        }
        for (language, entries) in byLanguage {
            for (key, localization) in entries where sourceKeys.contains(key) {
                var entry = strings[key] ?? ["extractionState": "migrated", "localizations": [String: Any]()]
                var localizations = entry["localizations"] as! [String: Any]
                localizations[language] = localization
                entry["localizations"] = localizations
                strings[key] = entry
            }
        }
        let catalog: [String: Any] = ["sourceLanguage": table.sourceLanguage, "version": "1.0", "strings": strings]
        return try JSONSerialization.data(withJSONObject: catalog, options: [.sortedKeys, .prettyPrinted])
    }

    private static let reference = try! NSRegularExpression(pattern: "%(?:([0-9]+)\\$)?#@([A-Za-z0-9_]+)@")
    private static let misspelt = try! NSRegularExpression(pattern: "%[0-9$]*# *@")

    /// The localization a stringsdict entry migrates to; `nil` for an entry Foundation cannot use.
    static func migrate(_ entry: [String: Any]) -> [String: Any]? {
        if let devices = entry["NSStringDeviceSpecificRuleType"] as? [String: String] {
            return ["variations": ["device": devices.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }]]
        }
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: (type: String, forms: [String: String])] = [:]
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            guard let rule = value as? [String: String], rule["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType",
                  let type = rule["NSStringFormatValueTypeKey"], rule["other"] != nil else { return nil }
            variables[name] = (type, rule.filter { $0.key != "NSStringFormatSpecTypeKey" && $0.key != "NSStringFormatValueTypeKey" })
        }
        // Every reference, from the format key and then from the forms of the variables it uses.
        var order: [String] = []
        var positions: [String: Int] = [:]
        var texts = [format]
        while let text = texts.first {
            texts.removeFirst()
            if misspelt.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) >
                reference.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) { return nil }
            for match in reference.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 2), in: text)!])
                guard let variable = variables[name] else { return nil }
                if let range = Range(match.range(at: 1), in: text), positions[name] == nil { positions[name] = Int(text[range]) }
                if !order.contains(name) {
                    order.append(name)
                    texts += variable.forms.values.sorted()
                }
            }
        }
        func plural(_ forms: [String: String], _ transform: (String) -> String = { $0 }) -> [String: Any] {
            ["plural": forms.mapValues { ["stringUnit": ["state": "translated", "value": transform($0)]] }]
        }
        if order.count == 1, format == "%#@\(order[0])@", let variable = variables[order[0]],
           variable.forms.values.contains(where: { $0.contains("%" + variable.type) }) {
            return ["variations": plural(variable.forms)]
        }
        let value = reference.stringByReplacingMatches(in: format, range: NSRange(format.startIndex..., in: format), withTemplate: "%#@$2@")
        var substitutions: [String: Any] = [:]
        for name in order {
            let variable = variables[name]!
            var substitution: [String: Any] = ["formatSpecifier": variable.type]
            if let number = positions[name] {
                substitution["argNum"] = number
                substitution["variations"] = plural(variable.forms)
            } else {
                substitution["variations"] = plural(variable.forms) { $0.replacingOccurrences(of: "%" + variable.type, with: "%arg") }
            }
            substitutions[name] = substitution
        }
        return ["stringUnit": ["state": "translated", "value": value], "substitutions": substitutions]
    }
}
