
/// The names SwiftGen 6.6 gives the strings of a table and the enums of their groups, so that
/// code written against its output finds the same members in ours: its `swiftIdentifier` filter
/// in its `pretty` mode, then, for members, `lowerFirstWord`.
///
/// - Each run of characters that cannot continue a Swift identifier (`.`, `:`, `-`, a space, `%`)
///   becomes one `_`, and the first letter of every part between them is upper-cased.
/// - The parts between `_`s are joined, each with its first letter upper-cased: when the text
///   has a lower-case ASCII letter, as they are (`todo_list` → `TodoList`, `addButtonLabel` →
///   `AddButtonLabel`); when it has none, split also where a digit meets a capital and each part
///   lower-cased after its first letter (`OK_LABEL` → `OkLabel`, `2FA` → `2Fa`).
/// - A name that would start with a digit gets a leading `_`.
/// - A member's leading capitals are lower-cased, but the last of two or more when a lower-case
///   letter follows (`URLLabel` → `urlLabel`, `OK` → `ok`).
enum SwiftGenName {
    /// The name of a group's enum: `todo_list` → `TodoList`.
    static func typeName(_ text: String) -> String {
        pretty(text)
    }

    /// The name of a string's member: `always_open_label` → `alwaysOpenLabel`.
    static func memberName(_ text: String) -> String {
        lowerFirstWord(pretty(text))
    }

    /// The key as SwiftGen's context holds it for the flat template: each line feed written
    /// `\n` and each carriage return `\r`, as two characters.
    static func newlineEscaped(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return key }
        return key.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    static func pretty(_ text: String) -> String {
        prefixedIfNeeded(snakeToCamelCase(identifier(text)))
    }

    /// The text with each run of characters that cannot continue an identifier replaced by `_`
    /// (one for each such character), every part's first letter upper-cased.
    static func identifier(_ text: String) -> String {
        var parts: [String] = []
        var part = ""
        for scalar in text.unicodeScalars {
            if isTail(scalar) {
                part.unicodeScalars.append(scalar)
            } else {
                parts.append(part)
                part = ""
            }
        }
        parts.append(part)
        return prefixedIfNeeded(parts.map(upperFirst).joined(separator: "_"))
    }

    /// The `_`-separated parts joined, each starting with a capital.
    static func snakeToCamelCase(_ text: String) -> String {
        if text.utf8.contains(where: { (0x61...0x7A).contains($0) }) {
            return text.split(separator: "_", omittingEmptySubsequences: false).map { upperFirst(String($0)) }.joined()
        }
        return splitDigitsFromCapitals(text).split(separator: "_", omittingEmptySubsequences: false).map { capitalized(String($0)) }.joined()
    }

    /// `2FA` → `2_FA`: an ASCII digit followed by an ASCII capital, split by `_`.
    private static func splitDigitsFromCapitals(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous, ("0"..."9").contains(previous), ("A"..."Z").contains(scalar) { result += "_" }
            result.unicodeScalars.append(scalar)
            previous = scalar
        }
        return result
    }

    /// Leading capitals lower-cased; of two or more followed by a lower-case letter, the last one
    /// is kept, as it starts the next word.
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        // Capitals as Foundation's `uppercaseLetters` counts them (Lu and Lt), lower-case letters Ll.
        func isCapital(_ scalar: Unicode.Scalar) -> Bool { [.uppercaseLetter, .titlecaseLetter].contains(scalar.properties.generalCategory) }
        while end < scalars.count, isCapital(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.generalCategory == .lowercaseLetter { end -= 1 }
        var result = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
        result.unicodeScalars.append(contentsOf: scalars[end...])
        return result
    }

    private static func upperFirst(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        var result = String(first).uppercased()
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.dropFirst())
        return result
    }

    private static func capitalized(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())).lowercased()
    }

    /// `_` before a name that would start with a digit or a combining mark.
    private static func prefixedIfNeeded(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, !SwiftIdentifier.isHead(first), isTail(first) else { return text }
        return "_" + text
    }

    /// Whether `scalar` may continue an identifier, as SwiftGen counts it: not `$`.
    private static func isTail(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "$" && SwiftIdentifier.isContinuation(scalar)
    }
}
