import InputText
import TableModel

/// Turns one entry of a `.stringsdict` file into a localization's value and substitutions, as
/// Xcode's "Migrate to String Catalog" maps it, so that the key gets the symbol the migrated
/// catalog gives it:
///
/// - A format key that is exactly one plural variable (`%#@count@`) becomes plural variations
///   when at least one form holds the variable's own specifier literally (`%d` for type `d`),
///   with the forms as they are; otherwise it stays a substitution.
/// - Any other format key becomes the value, with one substitution per variable named after it
///   and its value type as `formatSpecifier`. A positional reference (`%2$#@a@`) loses its `2$`
///   in the value and gives the substitution `argNum` 2, forms as they are; a substitution
///   without a position has no `argNum`, and its forms' own specifier becomes `%arg`.
/// - `NSStringDeviceSpecificRuleType` gives device variations.
///
/// A broken entry (a misspelt reference, an undefined variable, a plural rule without `other`)
/// gets a diagnostic at its position and no value: it costs only its key.
struct StringsdictEntryDecoder {
    /// The file's path, for diagnostics.
    let path: String
    /// What turns a position in the file into one of the table's line space.
    let shift: (SourceLocation) -> SourceLocation
    /// The problems found, at positions in the file.
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, shift: @escaping (SourceLocation) -> SourceLocation) {
        self.path = path
        self.shift = shift
    }

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    static let deviceRuleType = "NSStringDeviceSpecificRuleType"

    /// The value and substitutions of the entry `member`; `nil` when it is broken.
    mutating func decode(_ member: PropertyListMember) -> (value: LocalizedValue, substitutions: [Substitution])? {
        let key = member.key
        guard case .dictionary(let fields) = member.value.value else {
            problem("the entry for key '\(key)' is not a dictionary, so the key is left out", at: member.value.location)
            return nil
        }
        if let device = fields.last(where: { $0.key == Self.deviceRuleType }) {
            return deviceVariations(device, key: key).map { ($0, []) }
        }
        guard let format = fields.last(where: { $0.key == Self.formatKey }) else {
            problem("the entry for key '\(key)' has no \(Self.formatKey), so the key is left out", at: member.value.location)
            return nil
        }
        guard case .string(let formatText) = format.value.value else {
            problem("the \(Self.formatKey) of key '\(key)' is not a string, so the key is left out", at: format.value.location)
            return nil
        }
        var variables: [String: Variable] = [:]
        for field in fields where field.key != Self.formatKey {
            guard let variable = variable(field, key: key) else { return nil }
            variables[field.key] = variable
        }
        // The references of the format key, then those inside the forms of the variables it
        // refers to, in order: each variable's position is the first one written for it.
        var order: [String] = []
        var positions: [String: Int] = [:]
        var pending: [(text: String, location: SourceLocation)] = [(formatText, format.value.contentLocation)]
        while !pending.isEmpty {
            let (text, location) = pending.removeFirst()
            let references = VariableReferences(text)
            if let broken = references.broken.first {
                problem("'\(broken.text)' in key '\(key)' is no variable reference (write %#@name@ or %1$#@name@), so the key is left out",
                        at: location.advanced(over: text, bytes: broken.offset))
                return nil
            }
            for reference in references.references {
                guard let variable = variables[reference.name] else {
                    problem("key '\(key)' refers to the variable '\(reference.name)', which its entry does not define, so the key is left out",
                            at: location.advanced(over: text, bytes: reference.offset))
                    return nil
                }
                if let number = reference.argumentNumber, positions[reference.name] == nil { positions[reference.name] = number }
                guard !order.contains(reference.name) else { continue }
                order.append(reference.name)
                pending += variable.forms.map { ($0.text, $0.textLocation) }
            }
        }
        let valueLocation = shift(format.value.contentLocation)
        if order.count == 1, formatText == "%#@\(order[0])@", let variable = variables[order[0]],
           variable.forms.contains(where: { $0.text.utf8Contains("%" + variable.valueType) }) {
            let cases = variable.forms.map { form in
                Variant(selector: form.category, location: shift(form.location), value: .stringUnit(
                    StringUnit(state: .translated, value: form.text, location: shift(form.location), valueLocation: shift(form.textLocation))))
            }
            return (.variations(.plural(cases)), [])
        }
        var value = ""
        var consumed = formatText.utf8.startIndex
        for reference in VariableReferences(formatText).references {
            let start = formatText.utf8.index(formatText.utf8.startIndex, offsetBy: reference.offset)
            let end = formatText.utf8.index(start, offsetBy: reference.length)
            value += String(formatText[consumed..<start]) + "%#@\(reference.name)@"
            consumed = end
        }
        value += String(formatText[consumed...])
        let substitutions = order.map { name in
            let variable = variables[name]!
            let number = positions[name]
            let cases = variable.forms.map { form in
                let text = number == nil ? form.text.replacingUTF8Occurrences(of: "%" + variable.valueType, with: "%arg") : form.text
                return Variant(selector: form.category, location: shift(form.location), value: .stringUnit(
                    StringUnit(state: .translated, value: text, location: shift(form.location), valueLocation: shift(form.textLocation))))
            }
            return Substitution(
                name: name, location: shift(variable.location), argumentNumber: number, formatSpecifier: variable.valueType,
                formatSpecifierLocation: shift(variable.valueTypeLocation), variations: .plural(cases))
        }
        return (.stringUnit(StringUnit(state: .translated, value: value, location: shift(format.keyLocation), valueLocation: valueLocation)), substitutions)
    }

    /// A variable of an entry: its value type and plural forms.
    private struct Variable {
        var location: SourceLocation
        var valueType: String
        var valueTypeLocation: SourceLocation
        var forms: [Form]
    }

    private struct Form {
        var category: PluralCategory
        var location: SourceLocation
        var text: String
        var textLocation: SourceLocation
    }

    private mutating func variable(_ field: PropertyListMember, key: String) -> Variable? {
        guard case .dictionary(let rule) = field.value.value else {
            problem("'\(field.key)' of key '\(key)' is not a dictionary, so the key is left out", at: field.value.location)
            return nil
        }
        guard let spec = rule.last(where: { $0.key == Self.specTypeKey }), case .string(let specType) = spec.value.value else {
            problem("the variable '\(field.key)' of key '\(key)' has no \(Self.specTypeKey), so the key is left out", at: field.keyLocation)
            return nil
        }
        guard specType == Self.pluralRuleType else {
            problem("the variable '\(field.key)' of key '\(key)' has the rule type '\(specType)'; only \(Self.pluralRuleType) has a meaning in a String Catalog, so the key is left out", at: spec.value.contentLocation)
            return nil
        }
        guard let valueTypeField = rule.last(where: { $0.key == Self.valueTypeKey }) else {
            problem("the variable '\(field.key)' of key '\(key)' has no \(Self.valueTypeKey) (the printf conversion of its number, such as d), so the key is left out", at: field.keyLocation)
            return nil
        }
        guard case .string(let written) = valueTypeField.value.value, let valueType = ValueRules.formatSpecifier(written: written) else {
            let shown = if case .string(let written) = valueTypeField.value.value { "'\(written)'" } else { "not a string" }
            problem("the \(Self.valueTypeKey) of the variable '\(field.key)' of key '\(key)' is \(shown), not the printf conversion of a number (such as d or lld), so the key is left out", at: valueTypeField.value.contentLocation)
            return nil
        }
        var forms: [Form] = []
        for form in rule where form.key != Self.specTypeKey && form.key != Self.valueTypeKey {
            guard let category = ValueRules.pluralCategory(named: form.key) else {
                problem(ValueRules.unknownPluralCategoryMessage(form.key) + " (in key '\(key)'), so the key is left out", at: form.keyLocation)
                return nil
            }
            guard case .string(let text) = form.value.value else {
                problem("the '\(form.key)' form of '\(field.key)' in key '\(key)' is not a string, so the key is left out", at: form.value.location)
                return nil
            }
            forms.removeAll { $0.category == category }
            forms.append(Form(category: category, location: form.keyLocation, text: text, textLocation: form.value.contentLocation))
        }
        guard ValueRules.pluralCasesAreComplete(forms.lazy.map(\.category)) else {
            problem(ValueRules.pluralWithoutOtherMessage + " (variable '\(field.key)' of key '\(key)'), so the key is left out", at: field.keyLocation)
            return nil
        }
        return Variable(location: field.keyLocation, valueType: valueType, valueTypeLocation: valueTypeField.value.contentLocation, forms: forms)
    }

    private mutating func deviceVariations(_ field: PropertyListMember, key: String) -> LocalizedValue? {
        guard case .dictionary(let devices) = field.value.value, !devices.isEmpty else {
            problem("the \(Self.deviceRuleType) of key '\(key)' is not a dictionary of devices, so the key is left out", at: field.value.location)
            return nil
        }
        var cases: [Variant<DeviceFamily>] = []
        for device in devices {
            guard let family = ValueRules.knownDevice(named: device.key) else {
                problem(ValueRules.unknownDeviceMessage(device.key) + " (in key '\(key)'), so the key is left out", at: device.keyLocation)
                return nil
            }
            guard case .string(let text) = device.value.value else {
                problem("the '\(device.key)' case of key '\(key)' is not a string, so the key is left out", at: device.value.location)
                return nil
            }
            cases.removeAll { $0.selector == family }
            cases.append(Variant(selector: family, location: shift(device.keyLocation), value: .stringUnit(
                StringUnit(state: .translated, value: text, location: shift(device.keyLocation), valueLocation: shift(device.value.contentLocation)))))
        }
        return .variations(.device(cases))
    }

    private mutating func problem(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, path: path, at: location))
    }
}

extension SourceLocation {
    /// The location `bytes` UTF-8 bytes into `text`, which starts here.
    func advanced(over text: String, bytes: Int) -> SourceLocation {
        var text = text
        let within = text.withUTF8 { SourceLocation(offset: bytes, in: $0) }
        return within.line == 1
            ? SourceLocation(line: line, column: column + within.column - 1)
            : SourceLocation(line: line + within.line - 1, column: within.column)
    }
}
