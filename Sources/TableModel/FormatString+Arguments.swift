import InputText

extension FormatString {
    /// The arguments the format string reads, in argument-number order.
    ///
    /// Numbering follows Foundation: placeholders without `n$` take the next number of a counter
    /// that starts at 1 and counts only such placeholders; `%n$…` takes `n`. A `*` width or
    /// precision reads an `Int32` argument of its own, before the value (`*n$` names it). A
    /// substitution reference `%#@name@` takes a number like any placeholder, unless it has no
    /// `n$` and `substitutions[name]` gives an `argNum`, which then wins (the counter still
    /// advances). `%arg` reads no argument of the outer string.
    ///
    /// Never fails: gaps, type conflicts, name clashes and mixed numbering come back as
    /// ``FormatArgumentList/diagnostics``.
    ///
    /// - Parameter substitutions: What the catalog says about each substitution, by name.
    public func arguments(substitutions: [String: FormatSubstitutionInfo] = [:]) -> FormatArgumentList {
        // Most texts have no placeholder, and so no argument and nothing to report.
        guard segments.contains(where: { $0.placeholder != nil }) else { return FormatArgumentList(arguments: [], diagnostics: []) }
        let references = argumentReferences(substitutions: substitutions)
        var diagnostics: [FormatArgumentDiagnostic] = []
        var arguments: [FormatArgument] = []
        // A text reads a few arguments: they are found by a look along the list, unless there
        // are so many that an index pays.
        let isIndexed = references.count > 16
        var indexByNumber: [Int: Int] = [:]

        for reference in references {
            let index = isIndexed ? indexByNumber[reference.number] : arguments.firstIndex { $0.number == reference.number }
            guard let index else {
                if isIndexed { indexByNumber[reference.number] = arguments.count }
                arguments.append(FormatArgument(
                    number: reference.number, type: reference.type, name: reference.name,
                    substitutionName: reference.substitutionName, uses: [reference.use]))
                continue
            }
            if let type = reference.type {
                if let existing = arguments[index].type, existing != type {
                    diagnostics.append(conflictingTypes(reference, existing: existing, in: arguments[index]))
                } else if arguments[index].type == nil {
                    arguments[index].type = type
                }
            }
            if let name = reference.name {
                if let existing = arguments[index].name, existing != name {
                    diagnostics.append(FormatArgumentDiagnostic(
                        kind: .conflictingNames(argument: reference.number, existing, name), severity: .warning,
                        message: "'\(reference.use.text)' names argument \(reference.number) '\(name)', "
                            + "but it is already named '\(existing)'",
                        utf8Offset: reference.use.utf8Offset, utf8Length: reference.use.utf8Length))
                } else if arguments[index].name == nil {
                    arguments[index].name = name
                }
            }
            if arguments[index].substitutionName == nil { arguments[index].substitutionName = reference.substitutionName }
            arguments[index].uses.append(reference.use)
        }

        arguments.sortOutOfLine { $0.number < $1.number }
        diagnostics += gapDiagnostics(arguments: arguments, references: references)
        if let last = arguments.last, last.number > FormatParser.maximumPosition,
           let first = arguments.first(where: { $0.number > FormatParser.maximumPosition }) {
            let use = first.uses[0]
            diagnostics.append(FormatArgumentDiagnostic(
                kind: .tooManyArguments(last.number), severity: .error,
                message: "'\(use.text)' reads argument \(first.number), but Foundation reads at most \(FormatParser.maximumPosition) arguments",
                utf8Offset: use.utf8Offset, utf8Length: use.utf8Length))
        }
        diagnostics += duplicateNameDiagnostics(arguments: arguments)
        if let mixed = mixedNumberingDiagnostic(references) { diagnostics.append(mixed) }
        guard diagnostics.count > 1 else { return FormatArgumentList(arguments: arguments, diagnostics: diagnostics) }
        // The sort is stable: diagnostics that point at the same placeholder keep their order.
        return FormatArgumentList(arguments: arguments, diagnostics: diagnostics.sortedOutOfLine { $0.utf8Offset < $1.utf8Offset })
    }

    // MARK: - References

    /// One placeholder's claim on one argument number.
    private struct Reference {
        var number: Int
        /// `nil` when the catalog's `argNum` gave the number: it takes no side in mixed numbering.
        var isImplicit: Bool?
        var type: FormatArgumentType?
        var name: String?
        var substitutionName: String?
        var use: FormatArgument.Use
    }

    private func argumentReferences(substitutions: [String: FormatSubstitutionInfo]) -> [Reference] {
        var references: [Reference] = []
        var nextImplicit = 1

        func take(_ explicit: Int?) -> (number: Int, isImplicit: Bool) {
            if let explicit { return (explicit, false) }
            defer { nextImplicit += 1 }
            return (nextImplicit, true)
        }

        for segment in segments {
            guard let placeholder = segment.placeholder else { continue }
            func use(_ role: FormatArgument.Role) -> FormatArgument.Use {
                FormatArgument.Use(
                    role: role, text: placeholder.text,
                    utf8Offset: segment.utf8Offset, utf8Length: segment.utf8Length)
            }
            // C reads the width, then the precision, then the value.
            if case .argument(let explicit)? = placeholder.width {
                let (number, isImplicit) = take(explicit)
                references.append(Reference(number: number, isImplicit: isImplicit, type: .int32, use: use(.width)))
            }
            if case .argument(let explicit)? = placeholder.precision {
                let (number, isImplicit) = take(explicit)
                references.append(Reference(number: number, isImplicit: isImplicit, type: .int32, use: use(.precision)))
            }
            switch placeholder.kind {
            case .conversion:
                let (number, isImplicit) = take(placeholder.argumentNumber)
                references.append(Reference(
                    number: number, isImplicit: isImplicit, type: placeholder.argumentType,
                    name: placeholder.name, use: use(.value)))
            case .substitution(let name):
                let info = substitutions[name]
                let taken = take(placeholder.argumentNumber)
                var (number, isImplicit): (Int, Bool?) = taken
                if taken.isImplicit, let argumentNumber = info?.argumentNumber {
                    (number, isImplicit) = (argumentNumber, nil)
                }
                references.append(Reference(
                    number: number, isImplicit: isImplicit, type: info?.type, name: name,
                    substitutionName: name, use: use(.value)))
            case .substitutionArgument:
                continue
            }
        }
        return references
    }

    // MARK: - Diagnostics

    private func conflictingTypes(
        _ reference: Reference, existing: FormatArgumentType, in argument: FormatArgument
    ) -> FormatArgumentDiagnostic {
        let first = argument.uses[0].text
        return FormatArgumentDiagnostic(
            kind: .conflictingTypes(argument: reference.number, existing, reference.type!), severity: .error,
            message: "'\(reference.use.text)' uses argument \(reference.number) as \(reference.type!.swiftName), "
                + "but '\(first)' uses it as \(existing.swiftName)",
            utf8Offset: reference.use.utf8Offset, utf8Length: reference.use.utf8Length)
    }

    private func gapDiagnostics(arguments: [FormatArgument], references: [Reference]) -> [FormatArgumentDiagnostic] {
        var diagnostics: [FormatArgumentDiagnostic] = []
        var expected = 1
        for argument in arguments {
            // A catalog's `argNum` may be `Int.max`, which has no successor (and is the last argument).
            defer { expected = argument.number == .max ? .max : argument.number + 1 }
            guard argument.number > expected else { continue }
            let missing = expected ... argument.number - 1
            // Report at the first placeholder (in the text) that reads past the gap.
            let culprit = references.first { $0.number > missing.upperBound }!.use
            let what = missing.count == 1
                ? "argument \(missing.lowerBound) is"
                : "arguments \(missing.lowerBound)–\(missing.upperBound) are"
            diagnostics.append(FormatArgumentDiagnostic(
                kind: .missingArguments(missing), severity: .error,
                message: "\(what) not used by any placeholder, but '\(culprit.text)' reads a later one; "
                    + "Foundation cannot skip an argument whose type it does not know",
                utf8Offset: culprit.utf8Offset, utf8Length: culprit.utf8Length))
        }
        return diagnostics
    }

    private func duplicateNameDiagnostics(arguments: [FormatArgument]) -> [FormatArgumentDiagnostic] {
        // Most strings name one argument or none.
        guard arguments.lazy.filter({ $0.name != nil }).dropFirst().first != nil else { return [] }
        var numbersByName: [String: [FormatArgument]] = [:]
        for argument in arguments {
            if let name = argument.name { numbersByName[name, default: []].append(argument) }
        }
        return numbersByName.compactMap { name, arguments in
            guard arguments.count > 1 else { return nil }
            let numbers = arguments.map(\.number)
            let second = arguments[1].uses[0]
            return FormatArgumentDiagnostic(
                kind: .duplicateName(name, arguments: numbers), severity: .warning,
                message: "arguments \(numbers.map(String.init).joined(separator: ", ")) are all named '\(name)'",
                utf8Offset: second.utf8Offset, utf8Length: second.utf8Length)
        }
    }

    private func mixedNumberingDiagnostic(_ references: [Reference]) -> FormatArgumentDiagnostic? {
        let numbered = references.lazy.filter { $0.isImplicit != nil }
        guard let first = numbered.first,
              let other = numbered.first(where: { $0.isImplicit != first.isImplicit })
        else { return nil }
        let (implicit, positional) = first.isImplicit == true ? (first, other) : (other, first)
        return FormatArgumentDiagnostic(
            kind: .mixedNumbering, severity: .warning,
            message: "'\(implicit.use.text)' is numbered implicitly while '\(positional.use.text)' has an explicit "
                + "position; number every placeholder (%1$@, %2$@, …) so the order is clear",
            utf8Offset: other.use.utf8Offset, utf8Length: other.use.utf8Length)
    }
}
