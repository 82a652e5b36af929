import InputText
import TableModel

/// A value of a property list as a `.stringsdict` holds it.
indirect enum PropertyListValue {
    case string(String)
    case dictionary([(key: String, value: PropertyListValue)])
}

/// What one localization becomes in a legacy table.
enum EncodedLocalization {
    /// A `.strings` entry.
    case plain(String, TranslationState?)
    /// A `.stringsdict` entry, with the states of its texts.
    case varying([(key: String, value: PropertyListValue)], states: [TranslationState?])
    /// Nothing a table can hold; the reason, as "holds …".
    case unexpressible(String)
    /// No text at all.
    case empty
}

extension LegacyTableWriter {
    static let formatKey = "NSStringLocalizedFormatKey"

    func encode(_ localization: Localization, key: String) -> EncodedLocalization {
        guard let value = localization.value else { return .empty }
        var states: [TranslationState?] = []
        var variables: [(key: String, value: PropertyListValue)] = []
        let unnamable = localization.substitutions.filter { !FormatString.isSubstitutionName($0.name) }.map { "'\($0.name)'" }
        if !unnamable.isEmpty {
            let noun = unnamable.count == 1 ? "substitution" : "substitutions"
            return .unexpressible("names its \(noun) \(listed(unnamable)) with characters other than ASCII letters, digits and _")
        }
        for substitution in localization.substitutions {
            guard case .plural(let variants) = substitution.variations else { return .unexpressible("has the substitution '\(substitution.name)', which varies by device") }
            // What the table could not be read back with: an argument no format can number, a
            // value type that is empty once its `%` is taken off.
            if let number = substitution.argumentNumber, !ValueRules.isWritablePosition(number) {
                return .unexpressible("has the substitution '\(substitution.name)' at argument \(number), where a format numbers arguments 1 to 127")
            }
            guard ValueRules.formatSpecifier(written: substitution.formatSpecifier) != nil else {
                return .unexpressible("has the substitution '\(substitution.name)' whose format specifier '%\(substitution.formatSpecifier)' formats no number")
            }
            let own = "%" + (substitution.argumentNumber.map { "\($0)$" } ?? "") + substitution.formatSpecifier
            var forms: [(key: String, value: PropertyListValue)] = []
            for variant in Self.ordered(variants) {
                guard case .stringUnit(let unit) = variant.value else { return .unexpressible("has a plural form of the substitution '\(substitution.name)' that varies again") }
                states.append(unit.state)
                forms.append((variant.selector.rawValue, .string(unit.value.replacingOccurrences(of: "%arg", with: own))))
            }
            variables.append((substitution.name, Self.pluralRule(valueType: substitution.formatSpecifier, forms: forms)))
        }
        switch value {
        case .stringUnit(let unit):
            guard !localization.substitutions.isEmpty else { return .plain(unit.value, unit.state) }
            states.append(unit.state)
            var format = unit.value
            for substitution in localization.substitutions {
                if let number = substitution.argumentNumber {
                    format = format.replacingOccurrences(of: "%#@\(substitution.name)@", with: "%\(number)$#@\(substitution.name)@")
                }
            }
            return .varying([(Self.formatKey, .string(format))] + variables, states: states)
        case .stringSet:
            return .unexpressible("is a string set (the phrases of an App Shortcut)")
        case .variations(.device(let variants)):
            guard localization.substitutions.isEmpty else { return .unexpressible("varies by device and has substitutions") }
            var cases: [(key: String, value: PropertyListValue)] = []
            for variant in variants {
                guard case .stringUnit(let unit) = variant.value else { return .unexpressible("has a device variation that varies again") }
                states.append(unit.state)
                cases.append((variant.selector.rawValue, .string(unit.value)))
            }
            return .varying([("NSStringDeviceSpecificRuleType", .dictionary(cases))], states: states)
        case .variations(.plural(let variants)):
            var forms: [(key: String, value: PropertyListValue)] = []
            for variant in Self.ordered(variants) {
                guard case .stringUnit(let unit) = variant.value else { return .unexpressible("has a plural form that varies again") }
                states.append(unit.state)
                forms.append((variant.selector.rawValue, .string(unit.value)))
            }
            guard let selecting = Self.pluralArgument(of: forms.compactMap { if case .string(let text) = $0.value { text } else { nil } }) else {
                return .unexpressible("varies by plural, but no form has a number placeholder to select the form by")
            }
            let name = Self.variableName(avoiding: localization.substitutions.map(\.name))
            let reference = "%" + (selecting.position.map { "\($0)$" } ?? "") + "#@\(name)@"
            return .varying([(Self.formatKey, .string(reference)), (name, Self.pluralRule(valueType: selecting.valueType, forms: forms))] + variables, states: states)
        }
    }

    /// The argument that selects among a localization's plural `forms`: the number placeholder
    /// (an integer's, else a floating-point one's) of the lowest argument number in any form,
    /// with the position to write in the variable's reference (`nil`: none, for argument 1
    /// written without one) and its value type (`lld`, `d`, `f`).
    package static func pluralArgument(of forms: [String]) -> (position: Int?, valueType: String)? {
        var best: (rank: Int, number: Int, explicit: Bool, valueType: String)?
        for form in forms {
            var implicit = 0
            for placeholder in FormatString(form).placeholders {
                guard let conversion = placeholder.conversion else { continue }
                implicit += 1
                let number = placeholder.argumentNumber ?? implicit
                let rank: Int
                switch conversion {
                case .decimal, .integer, .unsigned, .longDecimal, .longUnsigned, .octal, .longOctal, .hex, .upperHex: rank = 0
                case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat: rank = 1
                default: continue
                }
                let candidate = (rank, number, placeholder.argumentNumber != nil, (placeholder.length?.rawValue ?? "") + String(conversion.rawValue))
                if best.map({ (candidate.0, candidate.1) < ($0.rank, $0.number) }) ?? true { best = candidate }
            }
        }
        guard let best else { return nil }
        return (best.explicit || best.number != 1 ? best.number : nil, best.valueType)
    }

    /// The name of the variable a localization's own plural variations become: `count`, unless
    /// a substitution has it.
    static func variableName(avoiding names: [String]) -> String {
        var name = "count"
        var number = 1
        while names.contains(name) {
            number += 1
            name = "count\(number)"
        }
        return name
    }

    static func pluralRule(valueType: String, forms: [(key: String, value: PropertyListValue)]) -> PropertyListValue {
        .dictionary([("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")), ("NSStringFormatValueTypeKey", .string(valueType))] + forms)
    }

    /// Plural forms in CLDR's order (zero, one, two, few, many, other), as stringsdict files list them.
    static func ordered(_ variants: [Variant<PluralCategory>]) -> [Variant<PluralCategory>] {
        variants.sortedOutOfLine { PluralCategory.allCases.firstIndex(of: $0.selector)! < PluralCategory.allCases.firstIndex(of: $1.selector)! }
    }
}
