
/// The conversion character that ends a printf-style specifier, such as the `d` of `%lld`.
///
/// The set is the one Foundation's `String(format:)` accepts. `%n` (write-back) is deliberately
/// absent: a specifier ending in `n` is not a placeholder (see ``FormatWarning``).
public enum FormatConversion: Character, Hashable, Sendable, CaseIterable {
    /// `%@`: an object, printed with its description.
    case object = "@"
    /// `%d`: a signed integer.
    case decimal = "d"
    /// `%i`: a signed integer (same as `%d`).
    case integer = "i"
    /// `%D`: a signed `long` (BSD legacy spelling of `%ld`).
    case longDecimal = "D"
    /// `%u`: an unsigned integer.
    case unsigned = "u"
    /// `%U`: an unsigned `long` (BSD legacy spelling of `%lu`).
    case longUnsigned = "U"
    /// `%o`: an unsigned integer in octal.
    case octal = "o"
    /// `%O`: an unsigned `long` in octal (BSD legacy spelling of `%lo`).
    case longOctal = "O"
    /// `%x`: an unsigned integer in lower-case hexadecimal.
    case hex = "x"
    /// `%X`: an unsigned integer in upper-case hexadecimal.
    case upperHex = "X"
    /// `%f`: a floating-point number in decimal notation.
    case float = "f"
    /// `%F`: as `%f`, with upper-case `INF`/`NAN`.
    case upperFloat = "F"
    /// `%e`: a floating-point number in exponent notation.
    case exponent = "e"
    /// `%E`: as `%e`, with an upper-case `E`.
    case upperExponent = "E"
    /// `%g`: the shorter of `%f` and `%e`.
    case general = "g"
    /// `%G`: the shorter of `%F` and `%E`.
    case upperGeneral = "G"
    /// `%a`: a floating-point number in hexadecimal notation.
    case hexFloat = "a"
    /// `%A`: as `%a`, upper-case.
    case upperHexFloat = "A"
    /// `%c`: a C `char`.
    case character = "c"
    /// `%C`: a UTF-16 code unit (`unichar`).
    case unichar = "C"
    /// `%s`: a NUL-terminated C string.
    case cString = "s"
    /// `%S`: a NUL-terminated UTF-16 string.
    case unicharString = "S"
    /// `%p`: a pointer, printed in hexadecimal.
    case pointer = "p"

    init?(byte: UInt8) {
        guard byte < 0x80 else { return nil }
        self.init(rawValue: Character(Unicode.Scalar(byte)))
    }

    /// Whether Foundation formats the conversion with `length` as C defines the pair, on every
    /// platform: the integer lengths for the integer conversions, `l` for floating point
    /// (which C ignores there), `l` for `%ls`; any length for `%@` and `%n`, which ignore it.
    func takes(_ length: FormatLengthModifier) -> Bool {
        switch self {
        case .decimal, .integer, .unsigned, .octal, .hex, .upperHex:
            return length != .longDouble
        case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat, .cString:
            return length == .long
        case .object:
            return true
        case .longDecimal, .longUnsigned, .longOctal, .character, .unichar, .unicharString, .pointer:
            return false
        }
    }

    /// The usual spelling of the conversion for its type, as a fix suggests it: `lld` for a
    /// 64-bit integer, `f` for floating point.
    var defaultSpelling: String {
        switch self {
        case .decimal, .integer, .longDecimal: return "lld"
        case .unsigned, .longUnsigned: return "llu"
        case .octal, .longOctal: return "llo"
        case .hex: return "llx"
        case .upperHex: return "llX"
        default: return String(rawValue)
        }
    }
}

/// The length modifier between the precision and the conversion, such as the `ll` of `%lld`.
public enum FormatLengthModifier: String, Hashable, Sendable, CaseIterable {
    /// `hh`: `char`-sized integer.
    case char = "hh"
    /// `h`: `short`-sized integer.
    case short = "h"
    /// `l`: `long` integer (or wide character/string with `c`/`s`).
    case long = "l"
    /// `ll`: `long long` integer.
    case longLong = "ll"
    /// `q`: BSD spelling of `ll`.
    case quad = "q"
    /// `L`: `long double` (also accepted as `long long` for integers).
    case longDouble = "L"
    /// `z`: `size_t`-sized integer.
    case size = "z"
    /// `t`: `ptrdiff_t`-sized integer.
    case pointerDifference = "t"
    /// `j`: `intmax_t`-sized integer.
    case maximum = "j"

    /// Whether the modifier makes an integer conversion 64 bits wide on Apple's 64-bit platforms.
    var isWordSized: Bool {
        switch self {
        case .char, .short: return false
        case .long, .longLong, .quad, .longDouble, .size, .pointerDifference, .maximum: return true
        }
    }
}
