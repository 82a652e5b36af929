import InputText


/// Splits a format string into segments. Works on UTF-8 bytes: every piece of syntax is ASCII,
/// and offsets are reported in UTF-8 bytes anyway.
struct FormatParser {
    private let bytes: [UInt8]
    private let recognizesSubstitutionArgument: Bool

    init(_ source: String, recognizesSubstitutionArgument: Bool) {
        self.bytes = Array(source.utf8)
        self.recognizesSubstitutionArgument = recognizesSubstitutionArgument
    }

    /// The outcome of reading one specifier that starts at a `%`.
    private enum Scan {
        case placeholder(FormatPlaceholder, end: Int)
        /// Not a specifier; `end` delimits the text the warning shows.
        case invalid(end: Int)
        case trailing
    }

    func parse() -> (segments: [FormatSegment], warnings: [FormatWarning]) {
        var segments: [FormatSegment] = []
        // Each `%` starts at most one segment, and a text segment comes before it; growing the
        // array one segment at a time cost more than a text's parse otherwise does.
        segments.reserveCapacity(2 * bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "%") ? 1 : 0) } + 1)
        var warnings: [FormatWarning] = []
        // Warnings about stray `%`, which matter only if Foundation formats the string,
        // i.e. if it has placeholders.
        var strayPercentWarnings: [FormatWarning] = []
        var textStart = 0
        var index = 0

        func flushText(upTo end: Int) {
            guard end > textStart else { return }
            segments.append(FormatSegment(
                kind: .text(decode(textStart ..< end)), utf8Offset: textStart, utf8Length: end - textStart))
        }

        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                flushText(upTo: index)
                segments.append(FormatSegment(kind: .percent, utf8Offset: index, utf8Length: 2))
                index += 2
                textStart = index
                continue
            }
            switch scanSpecifier(at: index) {
            case .placeholder(let placeholder, let end):
                flushText(upTo: index)
                segments.append(FormatSegment(
                    kind: .placeholder(placeholder), utf8Offset: index, utf8Length: end - index))
                if let warning = unreadWarning(placeholder, at: index, end: end)
                    ?? likelyLiteralWarning(placeholder, at: index, end: end) {
                    warnings.append(warning)
                }
                index = end
                textStart = index
            case .invalid(let end):
                let snippet = decode(index ..< end)
                if snippet.hasSuffix("n") {
                    warnings.append(FormatWarning(
                        kind: .writeBack,
                        message: "'\(snippet)' makes Foundation write through a pointer argument; "
                            + "write '%%n' if '%' and 'n' are meant literally",
                        utf8Offset: index, utf8Length: end - index))
                    index += 1
                    continue
                }
                strayPercentWarnings.append(FormatWarning(
                    kind: .invalidSpecifier,
                    message: "'\(snippet)' is not a valid format specifier, so Foundation drops the '%' (and sometimes "
                        + "what follows it) when formatting this string; write '%%' for a literal percent sign",
                    utf8Offset: index, utf8Length: end - index))
                // The `%` is literal text; whatever follows it is scanned afresh.
                index += 1
            case .trailing:
                strayPercentWarnings.append(FormatWarning(
                    kind: .trailingPercent,
                    message: "'%' at the end of the string is not a format specifier, so Foundation drops it "
                        + "when formatting this string; write '%%' for a literal percent sign",
                    utf8Offset: index, utf8Length: 1))
                index += 1
            }
        }
        flushText(upTo: bytes.count)

        if segments.contains(where: { $0.placeholder != nil }) {
            warnings.append(contentsOf: strayPercentWarnings)
            warnings.sortOutOfLine { $0.utf8Offset < $1.utf8Offset }
        }
        return (segments, warnings)
    }

    /// The placeholder that is the whole text, if the text is exactly one.
    func onlyPlaceholder() -> FormatPlaceholder? {
        guard bytes.first == UInt8(ascii: "%"), case .placeholder(let placeholder, let end) = scanSpecifier(at: 0), end == bytes.count else {
            return nil
        }
        return placeholder
    }

    // MARK: - One specifier

    private func scanSpecifier(at start: Int) -> Scan {
        var position = start + 1
        guard position < bytes.count else { return .trailing }

        if recognizesSubstitutionArgument, matches("arg", at: position) {
            return .placeholder(
                FormatPlaceholder(kind: .substitutionArgument, text: "%arg"), end: position + 3)
        }

        var argumentNumber: Int?
        var flags = FormatFlags()
        switch self.position(at: position, allowsLeadingZeros: true) {
        case .none:
            break
        case .number(let number, let end, let leadingZeros):
            argumentNumber = number
            position = end
            if leadingZeros { flags.insert(.zeroPad) }
        case .invalid(let end):
            return .invalid(end: end)
        }

        if matches("#@", at: position) {
            return substitutionReference(start: start, nameStart: position + 2, argumentNumber: argumentNumber)
        }

        var name: String?
        if position < bytes.count, bytes[position] == UInt8(ascii: "(") {
            var end = position + 1
            while end < bytes.count, isPlaceholderNameByte(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ")"), end > position + 1 else {
                return .invalid(end: snippetEnd(failingAt: end))
            }
            name = decode(position + 1 ..< end)
            position = end + 1
        }

        while position < bytes.count, let flag = FormatFlags(byte: bytes[position]) {
            flags.insert(flag)
            position += 1
        }

        guard let (width, afterWidth) = fieldSize(at: position, isPrecision: false) else {
            return .invalid(end: snippetEnd(failingAt: position))
        }
        position = afterWidth

        var precision: FormatFieldSize?
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            guard let (size, afterPrecision) = fieldSize(at: position + 1, isPrecision: true) else {
                return .invalid(end: snippetEnd(failingAt: position + 1))
            }
            precision = size ?? .fixed(0)
            position = afterPrecision
        }

        let (length, afterLength) = lengthModifier(at: position)
        position = afterLength

        guard position < bytes.count, let conversion = FormatConversion(byte: bytes[position]) else {
            return .invalid(end: snippetEnd(failingAt: position))
        }
        position += 1
        // Foundation reads `#` and then `@` as the start of a substitution's name, wherever the
        // `#` stands among the flags: `%#5@` is no object placeholder.
        if conversion == .object, flags.contains(.alternate) {
            return .invalid(end: position)
        }

        let placeholder = FormatPlaceholder(
            kind: .conversion(conversion), argumentNumber: argumentNumber, name: name, flags: flags,
            width: width, precision: precision, length: length, text: decode(start ..< position))
        return .placeholder(placeholder, end: position)
    }

    private func substitutionReference(start: Int, nameStart: Int, argumentNumber: Int?) -> Scan {
        var end = nameStart
        while end < bytes.count, isSubstitutionNameByte(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "@"), end > nameStart else {
            // Show `%#@name` up to where it stops; include a stray `@` of an empty name.
            let shown = end < bytes.count && bytes[end] == UInt8(ascii: "@") ? end + 1 : end
            return .invalid(end: shown)
        }
        let placeholder = FormatPlaceholder(
            kind: .substitution(name: decode(nameStart ..< end)), argumentNumber: argumentNumber,
            text: decode(start ..< end + 1))
        return .placeholder(placeholder, end: end + 1)
    }

    // MARK: - Pieces

    /// What digits followed by `$` are where a position may stand.
    private enum Position {
        /// No `n$` here: the digits, if any, are a width (or zero flags).
        case none
        /// `n$`, with the index after the `$`; `leadingZeros` when `n` was written with zeros
        /// before it (`%01$@`), which Foundation reads as the zero flag and then the position.
        case number(Int, end: Int, leadingZeros: Bool)
        /// `0$`, or a position above ``FormatParser/maximumPosition``; `end` delimits the text
        /// a warning shows.
        case invalid(end: Int)
    }

    /// The widest field (width or precision) a text may ask for: Foundation makes a buffer of
    /// that size before it formats, so `%1205156715a` takes over a gigabyte.
    static let maximumFieldSize = 1_000

    /// The highest position Foundation reads: it keeps argument numbers in a signed byte, and
    /// fails to format the whole string for a higher one.
    static let maximumPosition = 127

    /// `n$` with `n` ≥ 1. Foundation reads digits after the `%` one at a time: a `0` is the
    /// zero flag, and the digits from the first other one on are the position, so `%01$@` is
    /// argument 1 (with the zero flag) and `%0$@` is no position at all.
    private func position(at start: Int, allowsLeadingZeros: Bool) -> Position {
        var index = start
        guard allowsLeadingZeros || index >= bytes.count || bytes[index] != UInt8(ascii: "0") else { return .none }
        while allowsLeadingZeros, index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
        let leadingZeros = index > start
        guard index < bytes.count, isDigit(bytes[index]) || leadingZeros else { return .none }
        var end = index
        var value = 0
        while end < bytes.count, isDigit(bytes[end]) {
            value = min(value * 10 + Int(bytes[end] - UInt8(ascii: "0")), Int(Int32.max))
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "$") else { return .none }
        guard end > index, (1 ... Self.maximumPosition).contains(value) else { return .invalid(end: end + 1) }
        return .number(value, end: end + 1, leadingZeros: leadingZeros)
    }

    /// A width or precision. Returns `nil` for a number too large to be meant; `(nil, position)`
    /// when there is none.
    private func fieldSize(at position: Int, isPrecision: Bool) -> (FormatFieldSize?, Int)? {
        guard position < bytes.count else { return (nil, position) }
        if bytes[position] == UInt8(ascii: "*") {
            // Foundation reads a `0` after the `*` as a flag (of the width) or as a precision of
            // 0 (of the precision), beside the position: such a `*0n$` is refused.
            switch self.position(at: position + 1, allowsLeadingZeros: false) {
            case .none:
                guard position + 1 >= bytes.count || bytes[position + 1] != UInt8(ascii: "0") else { return nil }
                return (.argument(nil), position + 1)
            case .number(let number, let end, _):
                return (.argument(number), end)
            case .invalid:
                return nil
            }
        }
        // A width cannot start with 0 (that is the zero flag, consumed before); a precision can.
        guard isDigit(bytes[position]), isPrecision || bytes[position] != UInt8(ascii: "0") else {
            return (nil, position)
        }
        guard let (number, end) = decimalNumber(at: position) else { return nil }
        return (.fixed(number), end)
    }

    private func lengthModifier(at position: Int) -> (FormatLengthModifier?, Int) {
        guard position < bytes.count else { return (nil, position) }
        let doubled = position + 1 < bytes.count && bytes[position + 1] == bytes[position]
        switch bytes[position] {
        case UInt8(ascii: "h"): return doubled ? (.char, position + 2) : (.short, position + 1)
        case UInt8(ascii: "l"): return doubled ? (.longLong, position + 2) : (.long, position + 1)
        case UInt8(ascii: "q"): return (.quad, position + 1)
        case UInt8(ascii: "L"): return (.longDouble, position + 1)
        case UInt8(ascii: "z"): return (.size, position + 1)
        case UInt8(ascii: "t"): return (.pointerDifference, position + 1)
        case UInt8(ascii: "j"): return (.maximum, position + 1)
        default: return (nil, position)
        }
    }

    /// Decimal digits at `position` (at least one), up to `Int32.max`.
    private func decimalNumber(at position: Int) -> (Int, Int)? {
        var value = 0
        var end = position
        while end < bytes.count, isDigit(bytes[end]) {
            value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            guard value <= Int(Int32.max) else { return nil }
            end += 1
        }
        return end > position ? (value, end) : nil
    }

    /// A warning about a placeholder that Foundation does not format as written, or that no
    /// Swift argument can serve: its substitution name, its conversion or its length.
    private func unreadWarning(_ placeholder: FormatPlaceholder, at start: Int, end: Int) -> FormatWarning? {
        func warning(_ kind: FormatWarning.Kind, _ message: String) -> FormatWarning {
            FormatWarning(kind: kind, message: message, utf8Offset: start, utf8Length: end - start)
        }
        let text = placeholder.text
        switch placeholder.kind {
        case .substitutionArgument:
            return nil
        case .substitution(let name):
            guard !FormatString.isSubstitutionName(name) else { return nil }
            let read = name.utf8.prefix { FormatString.isSubstitutionNameByte($0) }
            return warning(.invalidSubstitutionName,
                "'\(text)' is no substitution reference that Foundation reads: a substitution's name is ASCII letters, "
                    + "digits and '_', and Foundation stops reading '\(name)' "
                    + (read.isEmpty ? "at once" : "after '\(String(decoding: read, as: UTF8.self))'")
                    + "; rename the substitution (for example '\(FormatString.substitutionName(suggestedFor: name))')")
        case .conversion(let conversion):
            if case .argument? = placeholder.width {
                return warning(.unsupportedSpecifier,
                    "'\(text)' takes its width from an argument, which Foundation's formatting for a locale mishandles "
                        + "(it ignores a negative width, and a negative precision of a NaN crashes it); write the width in the text")
            }
            if case .argument? = placeholder.precision {
                return warning(.unsupportedSpecifier,
                    "'\(text)' takes its precision from an argument, which Foundation's formatting for a locale mishandles "
                        + "(a negative precision of a NaN prints nothing or crashes it); write the precision in the text")
            }
            for case .fixed(let size)? in [placeholder.width, placeholder.precision] where size > Self.maximumFieldSize {
                return warning(.unsupportedSpecifier,
                    "'\(text)' asks for a field of \(size) characters, which Foundation makes in memory whatever the value "
                        + "(a large one exhausts it); a width or precision is at most \(Self.maximumFieldSize)")
            }
            switch conversion {
            case .longDecimal, .longUnsigned, .longOctal:
                let spelling = conversion == .longDecimal ? "ld" : conversion == .longUnsigned ? "lu" : "lo"
                return warning(.unsupportedSpecifier,
                    "'\(text)' is an old BSD spelling of '%\(spelling)' that Foundation formats only on Apple's platforms "
                        + "(elsewhere it prints '\(text)' as text); write '%\(spelling)'")
            default:
                break
            }
            guard let length = placeholder.length, !conversion.takes(length) else { return nil }
            if length == .longDouble, FormatArgumentType(conversion: conversion, length: nil) == .double {
                return warning(.unsupportedSpecifier,
                    "'\(text)' takes a long double, which Swift cannot pass portably (use '%\(conversion.rawValue)' for a Double)")
            }
            return warning(.unsupportedSpecifier,
                "'\(text)' gives '\(conversion.rawValue)' the length '\(length.rawValue)', which Foundation does not read with it; "
                    + "write '%\(conversion.defaultSpelling)'")
        }
    }

    private func likelyLiteralWarning(_ placeholder: FormatPlaceholder, at start: Int, end: Int) -> FormatWarning? {
        // A position says that a placeholder is meant (its leading zeros are the zero flag).
        guard let conversion = placeholder.conversion, placeholder.argumentNumber == nil else { return nil }
        let reason: String
        if placeholder.flags.contains(.space) {
            reason = "the space flag"
        } else if placeholder.width == nil, placeholder.flags.contains(.leftJustify) {
            reason = "the '-' flag and no width"
        } else if placeholder.width == nil, placeholder.flags.contains(.zeroPad) {
            reason = "the '0' flag and no width"
        } else {
            return nil
        }
        return FormatWarning(
            kind: .likelyLiteral,
            message: "'\(placeholder.text)' is a format specifier ('\(conversion.rawValue)' with \(reason)) "
                + "and takes an argument; write '%%' if a literal percent sign is meant",
            utf8Offset: start, utf8Length: end - start)
    }

    // MARK: - Bytes

    private func matches(_ literal: StaticString, at position: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[position + $0] == buffer[$0] }
        }
    }

    /// End of the text a warning shows when parsing stopped at `position`: the whole character
    /// there (or the end of the string).
    private func snippetEnd(failingAt position: Int) -> Int {
        guard position < bytes.count else { return bytes.count }
        var end = position + 1
        while end < bytes.count, bytes[end] & 0b1100_0000 == 0b1000_0000 { end += 1 }
        return end
    }

    private func decode(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Named placeholders: ASCII letters, digits and `_`, or any non-ASCII character.
    private func isPlaceholderNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || isDigit(byte)
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// The bytes up to the closing `@` of what is meant as a substitution's name: anything but
    /// whitespace, control characters, `%` and `@`. Which of them Foundation reads as a name is
    /// ``FormatString/isSubstitutionName(_:)``'s to say.
    private func isSubstitutionNameByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != 0x7F && byte != UInt8(ascii: "%") && byte != UInt8(ascii: "@")
    }
}
