import InputText


/// The type of an argument of a SwiftGen-style accessor, as SwiftGen 6.6 reads it from a format.
package enum SwiftGenArgumentType: String, Sendable {
    /// `%@`: any value, passed as `String(describing:)`.
    case any = "Any"
    /// `%d %i %o %u %x` with any length modifier (`%ld`, `%lld`, `%lu`).
    case int = "Int"
    /// `%a %e %f %g`.
    case float = "Float"
    /// `%c`.
    case cChar = "CChar"
    /// `%s`.
    case cString = "UnsafePointer<CChar>"
    /// `%p`, passed as `Int(bitPattern:)`.
    case rawPointer = "UnsafeRawPointer"

    /// The type as a parameter declares it; `qualified`, with the standard library's module
    /// name, for output where a group's enum takes the name of a standard type.
    package func typeName(qualified: Bool) -> String {
        switch (self, qualified) {
        case (.any, _), (_, false): rawValue
        case (.cString, true): "Swift.UnsafePointer<Swift.CChar>"
        case (_, true): "Swift." + rawValue
        }
    }

    /// The parameter `name` as a `CVarArg` argument of `String(format:)`.
    package func argument(_ name: String, qualified: Bool = false) -> String {
        let prefix = qualified ? "Swift." : ""
        return switch self {
        case .any: "\(prefix)String(describing: \(name))"
        case .rawPointer: "\(prefix)Int(bitPattern: \(name))"
        default: name
        }
    }
}

/// The placeholders of a format as SwiftGen 6.6 finds them, and the argument types they give.
///
/// A placeholder is an unescaped `%`, an optional position `N$` (any digits), at most one flag of `-+# 0`, a
/// width and a precision of one digit each, and a conversion: `@`; `d i o u x` after an optional
/// length (`h hh l ll q z t j`); `a e f g` without one; `c s p` (letters in either case).
/// Anything else (`%10d`, `%lf`) is text to SwiftGen, and gives no argument. Arguments are
/// numbered by position, else one after another; the gaps positions leave are closed.
enum SwiftGenPlaceholders {
    /// Two placeholders of one argument that disagree on its type.
    struct Conflict: Error, Equatable {
        var position: Int
        var first: SwiftGenArgumentType
        var second: SwiftGenArgumentType
    }

    /// The argument types of `format`, in argument order.
    static func types(of format: String) throws(Conflict) -> [SwiftGenArgumentType] {
        let bytes = Array(format.utf8)
        var byPosition: [Int: SwiftGenArgumentType] = [:]
        var next = 1
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            guard let (position, type, end) = placeholder(in: bytes, at: index + 1) else { index += 1; continue }
            index = end
            let number: Int
            if let position {
                // `%0$@` is no argument: Foundation prints it as it is.
                guard position > 0 else { continue }
                number = position
            } else {
                number = next
                next += 1
            }
            if let existing = byPosition[number], existing != type { throw Conflict(position: number, first: existing, second: type) }
            byPosition[number] = type
        }
        return byPosition.keys.sortedOutOfLine().map { byPosition[$0]! }
    }

    /// The placeholder whose text starts at `start` (after its `%`): its position, its type and
    /// where it ends; `nil` when SwiftGen sees none there.
    private static func placeholder(in bytes: [UInt8], at start: Int) -> (Int?, SwiftGenArgumentType, Int)? {
        var index = start
        func isDigit(_ at: Int) -> Bool { at < bytes.count && (0x30...0x39).contains(bytes[at]) }
        var position: Int?
        var digitsEnd = index
        while isDigit(digitsEnd) { digitsEnd += 1 }
        // Any digits before a `$` are a position, leading zeros too (`%04$f` is argument 4, as
        // Foundation reads it); `%0$@` is a position of 0, which SwiftGen and Foundation skip.
        if digitsEnd > index, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
            position = Int(String(decoding: bytes[index..<digitsEnd], as: UTF8.self))
            index = digitsEnd + 1
        }
        if index < bytes.count, "-+# 0".utf8.contains(bytes[index]) { index += 1 }
        if isDigit(index) { index += 1 }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) { index += 2 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "@") { return (position, .any, index + 1) }
        switch bytes[index] | 0x20 {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "g"):
            return (position, .float, index + 1)
        case UInt8(ascii: "c"):
            return (position, .cChar, index + 1)
        case UInt8(ascii: "s"):
            return (position, .cString, index + 1)
        case UInt8(ascii: "p"):
            return (position, .rawPointer, index + 1)
        default:
            break
        }
        // A length, then an integer conversion.
        for length in ["hh", "h", "ll", "l", "q", "z", "t", "j", ""] {
            let lengthBytes = Array(length.utf8)
            let conversion = index + lengthBytes.count
            guard conversion < bytes.count, lengthBytes.isEmpty || Array(bytes[index..<conversion]).map({ $0 | 0x20 }) == lengthBytes else { continue }
            if "diouxDIOUX".utf8.contains(bytes[conversion]) { return (position, .int, conversion + 1) }
        }
        return nil
    }
}
