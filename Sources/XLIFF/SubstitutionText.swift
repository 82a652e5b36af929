import InputText

/// The rewriting of format text between a catalog and XLIFF, as Xcode does it: in a string whose
/// localization has substitutions, a reference `%#@NAME@` is exported as `%N$#@NAME@` with the
/// substitution's argument number; in a substitution's own text, `%arg` is exported as the
/// argument's position and specifier (`%1$lld`). Import turns both back.
struct SubstitutionText {
    /// A substitution's argument, as its localization declares it.
    struct Argument: Equatable {
        var number: Int
        var specifier: String

        /// What `%arg` is exported as: `%1$lld`.
        var exported: String { "%\(number)$\(specifier)" }
    }

    /// `text` as XLIFF spells it: in a substitution's own text (`substitution`), `%arg` as its
    /// argument; elsewhere, references given their positions.
    static func exported(_ text: String, arguments: [String: Argument], substitution: String?) -> String {
        if let substitution { return exportingArgument(text, argument: arguments[substitution]) }
        return exportingReferences(text, arguments: arguments)
    }

    /// `text` from XLIFF's spelling back into the catalog's, as ``exported(_:arguments:substitution:)`` undoes.
    static func imported(_ text: String, arguments: [String: Argument], substitution: String?) -> String {
        if let substitution { return importingArgument(text, argument: arguments[substitution]) }
        return importingReferences(text, arguments: arguments)
    }

    /// `text` with each reference `%#@NAME@` to a substitution of `arguments` given its position.
    static func exportingReferences(_ text: String, arguments: [String: Argument]) -> String {
        guard !arguments.isEmpty, text.utf8Contains(UInt8(ascii: "#")) else { return text }
        return rewriteReferences(text) { name, position in
            guard position == nil, let argument = arguments[name] else { return nil }
            return "%\(argument.number)$#@\(name)@"
        }
    }

    /// `text` with each positioned reference `%N$#@NAME@` to a substitution of `arguments` written
    /// `%#@NAME@`, as Xcode's import writes it (the position stays in the substitution's `argNum`).
    static func importingReferences(_ text: String, arguments: [String: Argument]) -> String {
        guard !arguments.isEmpty, text.utf8Contains(UInt8(ascii: "#")) else { return text }
        return rewriteReferences(text) { name, position in
            guard position != nil, arguments[name] != nil else { return nil }
            return "%#@\(name)@"
        }
    }

    /// A substitution's text with `%arg` written as the argument's position and specifier.
    static func exportingArgument(_ text: String, argument: Argument?) -> String {
        guard let argument else { return text }
        return replacingDirective(in: text, "%arg", with: argument.exported)
    }

    /// A substitution's text with the argument's position and specifier written `%arg`.
    static func importingArgument(_ text: String, argument: Argument?) -> String {
        guard let argument else { return text }
        return replacingDirective(in: text, argument.exported, with: "%arg")
    }

    /// `text` with each directive `target` (starting with `%`, outside a `%%`) replaced.
    private static func replacingDirective(in text: String, _ target: String, with replacement: String) -> String {
        let bytes = Array(text.utf8), pattern = Array(target.utf8)
        guard bytes.count >= pattern.count else { return text }
        var result: [UInt8] = []
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                    result += [bytes[index], bytes[index + 1]]
                    index += 2
                    continue
                }
                if bytes[index...].starts(with: pattern) {
                    result += replacement.utf8
                    index += pattern.count
                    changed = true
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return changed ? String(decoding: result, as: UTF8.self) : text
    }

    /// `text` with each reference `%#@NAME@` or `%N$#@NAME@` (outside a `%%`) replaced by what
    /// `replacement` gives for its name and position, or kept where it gives `nil`.
    private static func rewriteReferences(_ text: String, _ replacement: (_ name: String, _ position: Int?) -> String?) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        var changed = false
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                result += [bytes[index], bytes[index + 1]]
                index += 2
                continue
            }
            var cursor = index + 1
            var position: Int?
            var digits = 0
            while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
                // Capped: only whether there is a position matters here, and text from outside
                // the team may hold any number of digits.
                if digits < Int(Int32.max) { digits = digits * 10 + Int(bytes[cursor] - UInt8(ascii: "0")) }
                cursor += 1
            }
            if cursor > index + 1 {
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") else {
                    result.append(bytes[index])
                    index += 1
                    continue
                }
                position = digits
                cursor += 1
            }
            guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@"),
                  let close = bytes[(cursor + 2)...].firstIndex(of: UInt8(ascii: "@"))
            else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let name = String(decoding: bytes[(cursor + 2)..<close], as: UTF8.self)
            if let replaced = replacement(name, position) {
                result += replaced.utf8
                changed = true
            } else {
                result += bytes[index...close]
            }
            index = close + 1
        }
        return changed ? String(decoding: result, as: UTF8.self) : text
    }
}
