import InputText
import TableModel

/// Derives the parameters of a symbol from the source-language value of its key.
///
/// Every text of the value counts: plural and device cases, and the texts of substitutions
/// (where `%arg` is the substitution's own argument). A case may leave an argument out, as
/// `one` often does, but no two texts may give one argument different types, and together
/// they must use every argument from 1 to the highest.
struct ParameterResolver: Sendable {
    let path: String
    /// Names the template declares inside accessors (`locale:`): a parameter keeps
    /// such a label but gets an `argN` inner name, so nothing is shadowed.
    let accessorNames: Set<String>

    /// What a value resolves to: its parameters and the argument number of each substitution.
    struct Resolution {
        var parameters: [SymbolParameter]
        var substitutions: [SymbolSubstitution]
    }

    /// The parameters in argument-number order, or `nil` when an error was reported or the key
    /// uses something no generated accessor can pass; the warnings saying why a key has no
    /// symbol go to `unsupported`, every other diagnostic to `diagnostics`.
    func resolve(
        _ entry: CatalogEntry, source: SourceValue, parsed: ParsedSourceValue,
        diagnostics: inout [Diagnostic], unsupported: inout [Diagnostic]
    ) -> Resolution? {
        var failed = false
        func skip(_ message: String, at location: SourceLocation) {
            unsupported.append(Diagnostic(.warning, "\(message); '\(entry.key)' has no symbol", path: path, at: location))
        }
        func report(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(severity, message, path: path, at: location))
            if severity == .error { failed = true }
        }

        let substitutions = parsed.substitutionTable
        for substitution in source.substitutions where substitutions[substitution.name]?.type == nil {
            report(.error, "the substitution '\(substitution.name)' has the format specifier '\(substitution.formatSpecifier)', which is not a printf conversion", at: substitution.formatSpecifierLocation)
        }

        var merged: [Int: MergedArgument] = [:]
        var substitutionNumbers: [String: Int] = [:]
        var substitutionByNumber: [Int: String] = [:]
        func mergeArguments(of text: SourceText, format: FormatString, isSubstitutionVariant: Bool) {
            // A fatal warning means Foundation reads the text otherwise than the parse does:
            // no signature would be right for it.
            for warning in format.warnings {
                if warning.isFatal {
                    skip("\(warning.message) in \(quoted(text))", at: text.location)
                } else {
                    report(.warning, "\(warning.message) in \(quoted(text))", at: text.location)
                }
            }
            for placeholder in format.placeholders {
                if isSubstitutionVariant, let name = placeholder.substitutionName {
                    skip("'%#@\(name)@' appears inside a substitution's text in \(quoted(text)); generated accessors support substitutions only in the value itself", at: text.location)
                }
            }
            let list = format.arguments(substitutions: substitutions)
            if !isSubstitutionVariant {
                for (number, name) in Self.substitutionNumbers(in: format, arguments: list) {
                    if let other = substitutionByNumber[number], other != name {
                        report(.error, "the substitutions '\(other)' and '\(name)' both take argument \(number); give each its own 'argNum'", at: entry.keyLocation)
                    }
                    substitutionByNumber[number] = name
                }
            }
            for diagnostic in list.diagnostics {
                // Gaps are checked over all texts together: a plural case may skip an argument.
                // Foundation's limit of 127 arguments is below: an accessor takes at most 64.
                switch diagnostic.kind {
                case .missingArguments, .tooManyArguments: continue
                default: break
                }
                report(diagnostic.severity == .error ? .error : .warning, "\(diagnostic.message) in \(quoted(text))", at: text.location)
            }
            for argument in list.arguments {
                guard let type = argument.type else {
                    // Only substitutions lack a type: an undefined one, or one whose format
                    // specifier was reported above.
                    let name = argument.substitutionName ?? "?"
                    if substitutions[name] == nil {
                        report(.error, "'%#@\(name)@' refers to a substitution that the source value of '\(entry.key)' does not define", at: text.location)
                    }
                    continue
                }
                if type.isPointer {
                    skip("'\(argument.uses[0].text)' takes a C pointer (\(type.swiftName)), which generated accessors cannot pass (use '%@' for a String)", at: text.location)
                }
                if argument.number > Self.maximumArgumentNumber {
                    report(.error, "'\(argument.uses[0].text)' uses argument \(argument.number); a string takes at most \(Self.maximumArgumentNumber) arguments", at: text.location)
                    continue
                }
                if let name = argument.substitutionName, !isSubstitutionVariant, substitutionNumbers[name] == nil {
                    substitutionNumbers[name] = argument.number
                }
                let label = argument.substitutionName ?? argument.name
                guard let existing = merged[argument.number] else {
                    merged[argument.number] = MergedArgument(type: type, name: label, firstText: text)
                    continue
                }
                if existing.type != type {
                    report(.error, "argument \(argument.number) is \(existing.type.swiftName) in \(quoted(existing.firstText)) but \(type.swiftName) in \(quoted(text)); every text of a key must give an argument the same type", at: entry.keyLocation)
                } else if let label, let existingName = existing.name, label != existingName {
                    report(.warning, "argument \(argument.number) is named '\(existingName)' in \(quoted(existing.firstText)) but '\(label)' in \(quoted(text)); the symbol uses '\(existingName)'", at: entry.keyLocation)
                } else if existing.name == nil, let label {
                    merged[argument.number]?.name = label
                }
            }
        }

        // The value's own texts, then the texts of its substitutions.
        for (text, format) in zip(parsed.texts, parsed.formats) { mergeArguments(of: text, format: format, isSubstitutionVariant: false) }
        for substitution in parsed.substitutions {
            for (text, format) in zip(substitution.texts, substitution.formats) {
                mergeArguments(of: text, format: format, isSubstitutionVariant: true)
            }
        }

        let highest = merged.keys.max() ?? 0
        let missing = (1...max(highest, 1)).filter { merged[$0] == nil && highest > 0 }
        if !missing.isEmpty {
            let list = missing.map(String.init).joined(separator: ", ")
            report(.error, "no text of '\(entry.key)' uses argument \(list), but argument \(highest) is used; Foundation cannot skip an argument whose type it does not know", at: entry.keyLocation)
        }
        guard !failed, unsupported.isEmpty else { return nil }
        let resolved = zip(source.substitutions, parsed.substitutions).compactMap { substitution, parsed in
            substitutionNumbers[substitution.name].map { number in
                SymbolSubstitution(
                    name: substitution.name, argumentNumber: number, catalogArgumentNumber: substitution.argumentNumber,
                    formatSpecifier: substitution.formatSpecifier, texts: parsed.texts)
            }
        }
        return Resolution(parameters: parameters(from: merged), substitutions: resolved)
    }

    /// The most arguments a string may take. Foundation's limit is higher, but no real string
    /// comes near this, and a bound keeps a typo such as `%99999$@` from costing anything.
    static let maximumArgumentNumber = 64

    /// The argument number of each substitution reference of `format`, by its place in the text.
    static func substitutionNumbers(in format: FormatString, arguments: FormatArgumentList) -> [(Int, String)] {
        guard format.segments.contains(where: { $0.placeholder?.substitutionName != nil }) else { return [] }
        let numberAtOffset = arguments.valueArgumentNumbersByOffset
        return format.segments.compactMap { segment in
            guard let name = segment.placeholder?.substitutionName, let number = numberAtOffset[segment.utf8Offset] else { return nil }
            return (number, name)
        }
    }

    private struct MergedArgument {
        var type: FormatArgumentType
        var name: String?
        var firstText: SourceText
    }

    /// Labels come from names (`%(count)d`, `%#@count@`) made into identifiers; the inner name is
    /// the label unless it cannot be (a keyword, or two parameters with one label).
    private func parameters(from merged: [Int: MergedArgument]) -> [SymbolParameter] {
        guard !merged.isEmpty else { return [] }
        let numbers = merged.keys.sortedOutOfLine()
        let labels = numbers.map { number in merged[number]?.name.flatMap { SymbolName(key: $0)?.identifier } }
        return zip(numbers, labels).map { number, label in
            let isUsableName = label.map { label in
                labels.filter { $0 == label }.count == 1
                    && !SwiftIdentifier.reservedInDeclarations.contains(label)
                    && !(label.hasPrefix("arg") && numbers.contains { "arg\($0)" == label })
                    && !accessorNames.contains(label)
            } ?? false
            return SymbolParameter(
                argumentNumber: number, label: label, name: isUsableName ? label! : "arg\(number)",
                type: merged[number]!.type)
        }
    }

    private func quoted(_ text: SourceText) -> String { Self.quoted(text) }

    /// A text as diagnostics quote it: at most 60 characters, with its variation's selectors.
    static func quoted(_ text: SourceText) -> String {
        let limit = 60
        let shown = text.text.count > limit ? text.text.prefix(limit) + "…" : Substring(text.text)
        let selectors = text.selectors.map(\.description).joined(separator: "/")
        return selectors.isEmpty ? "'\(shown)'" : "'\(shown)' (\(selectors))"
    }
}
