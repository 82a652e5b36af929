import Foundation
import TestSupport

/// A format string made from the grammar of Foundation's format specifiers, with what the
/// format parser must make of it, and the values to format it with.
struct FormatCase: Sendable {
    /// What the text is.
    enum Expectation: Sendable, Equatable {
        /// Well formed: the parser must accept it with these argument types, in order (the raw
        /// values of `FormatArgumentType`).
        case accepted([String])
        /// Holds the named malformation (an unknown conversion, a truncated specifier, a length
        /// its conversion does not take, …): the parser must refuse it.
        case rejected(String)
    }

    var text: String
    var expectation: Expectation
    /// The names of the substitutions the text refers to, each taking a `String` (Foundation's
    /// `String(format:)` reads `%#@name@` as an object placeholder).
    var substitutions: [String]
    /// The text with each substitution reference written as the `%@` Foundation reads it as;
    /// `nil` when there is no reference.
    var twin: String?
    /// One value per argument, as `[type, value]`.
    var arguments: [[String]]
    /// The locale to format with.
    var locale: String
}

/// Makes ``FormatCase``s: a few literal pieces and placeholders of every conversion, length,
/// flag, width and precision Foundation reads, numbered implicitly, by position (with and
/// without leading zeros) or both, `%%`, and substitution references; in about a third of the
/// cases, one malformation planted among them, or a `*` width or precision (refused, as
/// Foundation mishandles them).
struct FormatCaseGenerator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// A conversion with a length it takes, and the Swift type the parser must give it.
    private struct Conversion {
        var spelling: String
        var type: String
    }

    private static let conversions: [Conversion] = {
        var all: [Conversion] = [Conversion(spelling: "@", type: "String"), Conversion(spelling: "c", type: "CChar"),
                                 Conversion(spelling: "C", type: "UInt16")]
        let lengths: [(String, signed: String, unsigned: String)] = [
            ("", "Int32", "UInt32"), ("hh", "Int8", "UInt8"), ("h", "Int16", "UInt16"), ("l", "Int", "UInt"), ("ll", "Int", "UInt"),
            ("q", "Int", "UInt"), ("z", "Int", "UInt"), ("t", "Int", "UInt"), ("j", "Int", "UInt"),
        ]
        for (length, signed, unsigned) in lengths {
            all += ["d", "i"].map { Conversion(spelling: length + $0, type: signed) }
            all += ["u", "o", "x", "X"].map { Conversion(spelling: length + $0, type: unsigned) }
        }
        for length in ["", "l"] {
            all += ["f", "F", "e", "E", "g", "G", "a", "A"].map { Conversion(spelling: length + $0, type: "Double") }
        }
        return all
    }()

    private static let literals = ["", "", " ", "x", "Hello ", " – ", "é", "日本", "🎉", "%%", "50%% off", "\n", "’s ", "(", "]"]

    /// Malformed specifiers, each one Foundation reads otherwise than as a placeholder of the
    /// grammar, or one no accessor can pass an argument to.
    private static let malformations = [
        "%y", "%5k", "%-w", "%'d", "%'.2f", "%D", "%U", "%O", "%Ld", "%Lu", "%lc", "%hc", "%hf", "%hhf", "%llf", "%qf", "%zf", "%jf",
        "%Lf", "%P", "%n", "%ln", "%s", "%S", "%p", "%0$d", "%00$@", "%128$d", "%5-d", "%*5d", "%lhd", "%#5@", "%-#@x@", "%#@a.b@",
        "%#@né@", "%#@@", "%5%", "%[x]@", "%1$*01$d", "%.*01$f", "%1$#5@", "%é", "%-%", "%1001d", "%.2000f",
        "%1205156715a",
    ]

    /// Specifiers cut short, planted at the end of the text.
    private static let truncations = ["%", "%5", "%1$", "%01$", "%.", "%l", "%ll", "%-", "%#@abc", "%*", "%.*", "%3$*", "%2$.", "%#"]

    private static let locales = ["en_US_POSIX", "en_US", "de_DE", "fr_FR", "ar_EG", "hi_IN", "ja_JP", "ru_RU"]

    private static let values: [String: [String]] = [
        "String": ["", "x", "Zoë", "日本語", "a%@b", "100%", "🎉", "two words", "tab\there"],
        "Int32": ["0", "1", "-1", "7", "42", "-42", "1000", "1234567", "2147483647", "-2147483648"],
        "Int": ["0", "1", "-1", "42", "-1000", "1234567890123", "9223372036854775807", "-9223372036854775808"],
        "Int8": ["0", "1", "-1", "65", "127", "-128"],
        "Int16": ["0", "-1", "300", "32767", "-32768"],
        "UInt32": ["0", "1", "42", "4000000000", "4294967295"],
        "UInt": ["0", "1", "42", "12345678901234", "9223372036854775808", "18446744073709551615"],
        "UInt8": ["0", "1", "65", "255"],
        "UInt16": ["0", "65", "233", "9786", "65535"],
        "Double": ["0.0", "-0.0", "1.0", "1.5", "-2.25", "0.1", "1234567.891", "1e-07", "1e+21", "3.14159265358979", "nan", "inf", "-inf"],
        "CChar": ["65", "97", "48", "32", "126", "37", "0", "-61", "127"],
    ]

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }

    /// One placeholder's spelling before its position is known.
    private struct Placeholder {
        var conversion: Conversion
        var flags: String
        var width: Field
        var precision: Field
        /// Whether a position is written with leading zeros (`%01$@`).
        var zeros: String
        var substitution: String?

        enum Field { case none, digits(String), star }

        /// Whether a width or precision is `*`, which Foundation's formatting for a locale
        /// mishandles (it ignores a negative width; a negative precision of a NaN crashes it).
        var takesStar: Bool {
            if case .star = width { return true }
            if case .star = precision { return true }
            return false
        }
    }

    /// The next case.
    mutating func next() -> FormatCase {
        let positional = chance(50)
        var placeholders: [Placeholder] = []
        for _ in 0 ..< Int.random(in: 1...4, using: &random) { placeholders.append(makePlaceholder(positional: positional)) }

        // The arguments, in the order Foundation reads them: per placeholder its `*` width, its
        // `.*` precision, then its value.
        var types: [String] = []
        var numbers: [[Int]] = [] // per placeholder: width, precision, value numbers (1-based)
        for placeholder in placeholders {
            var taken: [Int] = []
            if case .star = placeholder.width { types.append("Int32"); taken.append(types.count) }
            if case .star = placeholder.precision { types.append("Int32"); taken.append(types.count) }
            types.append(placeholder.substitution == nil ? placeholder.conversion.type : "String")
            taken.append(types.count)
            numbers.append(taken)
        }
        // By position, the arguments are written in any order, and a value may be used twice.
        var order = Array(placeholders.indices)
        var argumentTypes = types
        if positional {
            let permutation = Array(1...types.count).shuffled(using: &random)
            numbers = numbers.map { $0.map { permutation[$0 - 1] } }
            for (old, new) in zip(1...types.count, permutation) { argumentTypes[new - 1] = types[old - 1] }
            order.shuffle(using: &random)
            if chance(30), let again = order.first, placeholders[again].substitution == nil {
                var repeated = placeholders[again]
                repeated.width = .none
                repeated.precision = .none
                placeholders.append(repeated)
                numbers.append([numbers[again].last!])
                order.append(placeholders.count - 1)
            }
        }

        // Foundation numbers the placeholders without a position by a counter of their own, so
        // one whose number is that counter's next may leave its position out (mixed numbering).
        var implicit = 0
        var text = pick(Self.literals)
        var twin = text
        for index in order {
            let placeholder = placeholders[index]
            var writesPosition = positional
            if positional, !placeholder.takesStar, numbers[index] == [implicit + 1], chance(25) {
                writesPosition = false
                implicit += 1
            }
            let (spelling, twinSpelling) = spell(placeholder, numbers: numbers[index], positional: writesPosition)
            let literal = pick(Self.literals)
            text += spelling + literal
            twin += twinSpelling + literal
        }
        var expectation = FormatCase.Expectation.accepted(argumentTypes)
        if placeholders.contains(where: \.takesStar) {
            expectation = .rejected("a width or precision taken from an argument")
        } else if chance(30) {
            let malformation: String
            if chance(25) {
                malformation = pick(Self.truncations)
                text += malformation
            } else {
                malformation = pick(Self.malformations)
                text += malformation + pick(Self.literals)
            }
            expectation = .rejected(malformation)
        }
        let substitutions = placeholders.compactMap(\.substitution)
        return FormatCase(
            text: text, expectation: expectation, substitutions: substitutions, twin: substitutions.isEmpty ? nil : twin,
            arguments: zip(argumentTypes, argumentTypes.indices).map { type, index in
                [type, valueText(type: type, role: role(of: index + 1, in: numbers, placeholders: placeholders))]
            },
            locale: pick(Self.locales))
    }

    private enum Role { case value, width, precision }

    private func role(of number: Int, in numbers: [[Int]], placeholders: [Placeholder]) -> Role {
        for (taken, placeholder) in zip(numbers, placeholders) {
            var fields: [Role] = []
            if case .star = placeholder.width { fields.append(.width) }
            if case .star = placeholder.precision { fields.append(.precision) }
            fields.append(.value)
            if let at = taken.firstIndex(of: number) { return fields[at] }
        }
        return .value
    }

    private mutating func valueText(type: String, role: Role) -> String {
        switch role {
        case .width: String(Int.random(in: -12...12, using: &random))
        case .precision: String(Int.random(in: -1...8, using: &random))
        case .value: pick(Self.values[type]!)
        }
    }

    private mutating func makePlaceholder(positional: Bool) -> Placeholder {
        if chance(8) {
            let name = String((0 ..< Int.random(in: 1...6, using: &random)).map { _ in pick(Array("abcXYZ_019")) })
            return Placeholder(conversion: Self.conversions[0], flags: "", width: .none, precision: .none, zeros: "", substitution: name)
        }
        let conversion = pick(Self.conversions)
        var flags = ""
        for _ in 0 ..< pick([0, 0, 1, 1, 2, 3]) {
            let flag = pick(Array("-+ 0#"))
            if flag == "#", conversion.spelling.hasSuffix("@") { continue }
            flags.append(flag)
        }
        var width = Placeholder.Field.none
        if chance(30) { width = .digits(String(Int.random(in: 1...15, using: &random))) } else if chance(4) { width = .star }
        var precision = Placeholder.Field.none
        if chance(30) {
            precision = .digits(pick(["", "0", "1", "2", "3", "05", "8"]))
        } else if chance(4) {
            precision = .star
        }
        return Placeholder(
            conversion: conversion, flags: flags, width: width, precision: precision,
            zeros: positional && chance(20) ? pick(["0", "00"]) : "", substitution: nil)
    }

    /// The placeholder's text, and its twin's (`%@` for a substitution reference).
    private func spell(_ placeholder: Placeholder, numbers: [Int], positional: Bool) -> (String, String) {
        var rest = numbers[...]
        func star() -> String {
            let number = rest.removeFirst()
            return positional ? "*\(number)$" : "*"
        }
        var fields = ""
        switch placeholder.width {
        case .none: break
        case .digits(let digits): fields += digits
        case .star: fields += star()
        }
        switch placeholder.precision {
        case .none: break
        case .digits(let digits): fields += "." + digits
        case .star: fields += "." + star()
        }
        let position = positional ? "\(placeholder.zeros)\(rest.removeFirst())$" : ""
        if let name = placeholder.substitution {
            return ("%\(position)#@\(name)@", "%\(position)@")
        }
        let text = "%\(position)\(placeholder.flags)\(fields)\(placeholder.conversion.spelling)"
        return (text, text)
    }
}
