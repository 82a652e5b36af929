
/// The Swift type of a format argument, as used in a generated accessor's signature.
///
/// The mapping follows the C types `String(format:)` reads on Apple's 64-bit platforms
/// (`int` is 32 bits, `long` and `long long` are 64):
///
/// | conversion | none | `hh` | `h` | `l` `ll` `q` `L` `z` `t` `j` |
/// |---|---|---|---|---|
/// | `d` `i` | `Int32` | `Int8` | `Int16` | `Int` |
/// | `u` `o` `x` `X` | `UInt32` | `UInt8` | `UInt16` | `UInt` |
/// | `D` | `Int` | `Int` | `Int` | `Int` |
/// | `U` `O` | `UInt` | `UInt` | `UInt` | `UInt` |
/// | `f` `F` `e` `E` `g` `G` `a` `A` | `Double` | `Double` | `Double` | `Double` |
/// | `@` | `String` | `String` | `String` | `String` |
/// | `c` | `CChar` | `CChar` | `CChar` | `UInt16` (`l` only; else `CChar`) |
/// | `C` | `UInt16` | `UInt16` | `UInt16` | `UInt16` |
/// | `s` | `UnsafePointer<CChar>` | same | same | `UnsafePointer<UInt16>` (`l` only) |
/// | `S` | `UnsafePointer<UInt16>` | same | same | same |
/// | `p` | `UnsafeRawPointer` | same | same | same |
///
/// `%d %i → Int32`, `%ld %lld %li %lli %qd → Int`, `%u → UInt32`, `%lu %llu → UInt`,
/// floating point → `Double` (whatever the length: `%Lf` is a `double` on arm64) and `%@ → String`
/// match Xcode's generated symbols. The rest is this project's choice: `D U O` are the BSD
/// `long` forms; `C` and `%lc` are Foundation's `unichar`; `s S p` keep their C pointer types
/// because a Swift `String` passed for them is not what Foundation reads. These are the types
/// Foundation reads, which `check` compares; generated accessors take none of `D U O`, `%lc`
/// and the pointers (such a key gets a warning and no symbol).
public enum FormatArgumentType: String, Hashable, Sendable, CaseIterable {
    /// `%@`.
    case string = "String"
    /// `%ld %lld %qd %zd %td %jd %D` and friends.
    case int = "Int"
    /// `%hhd`.
    case int8 = "Int8"
    /// `%hd`.
    case int16 = "Int16"
    /// `%d %i`, and every `*` width or precision.
    case int32 = "Int32"
    /// `%lu %llu %lx %U %O` and friends.
    case uint = "UInt"
    /// `%hhu %hhx %hho`.
    case uint8 = "UInt8"
    /// `%hu %hx %ho`, and `%C %lc` (`unichar`).
    case uint16 = "UInt16"
    /// `%u %x %X %o`.
    case uint32 = "UInt32"
    /// Every floating-point conversion, whatever its length.
    case double = "Double"
    /// `%c`.
    case cChar = "CChar"
    /// `%s`.
    case cString = "UnsafePointer<CChar>"
    /// `%S %ls`.
    case utf16String = "UnsafePointer<UInt16>"
    /// `%p`.
    case rawPointer = "UnsafeRawPointer"

    /// The type as written in Swift source, such as `Int32` or `UnsafePointer<CChar>`.
    public var swiftName: String { rawValue }

    /// The values of an integer type narrower than `Int` (`%d`'s `Int32`, `%hu`'s `UInt16`,
    /// `%c`'s `CChar`, signed or not by platform: the values both hold), to which code that passed
    /// an `Int` to `String(format:)` must convert; `nil` for any other type.
    package var narrowIntegerRange: ClosedRange<Int>? {
        switch self {
        case .int8: return Int(Int8.min)...Int(Int8.max)
        case .int16: return Int(Int16.min)...Int(Int16.max)
        case .int32: return Int(Int32.min)...Int(Int32.max)
        case .uint8: return 0...Int(UInt8.max)
        case .uint16: return 0...Int(UInt16.max)
        case .uint32: return 0...Int(UInt32.max)
        case .cChar: return 0...Int(Int8.max)
        default: return nil
        }
    }

    /// Whether the type is a pointer, which a generated API can rarely accept usefully.
    public var isPointer: Bool {
        switch self {
        case .cString, .utf16String, .rawPointer: return true
        default: return false
        }
    }

    /// The type of a conversion with an optional length modifier (see the table above).
    public init(conversion: FormatConversion, length: FormatLengthModifier?) {
        switch conversion {
        case .object:
            self = .string
        case .decimal, .integer:
            switch length {
            case nil: self = .int32
            case .char?: self = .int8
            case .short?: self = .int16
            case let modifier?: self = modifier.isWordSized ? .int : .int32
            }
        case .unsigned, .octal, .hex, .upperHex:
            switch length {
            case nil: self = .uint32
            case .char?: self = .uint8
            case .short?: self = .uint16
            case let modifier?: self = modifier.isWordSized ? .uint : .uint32
            }
        case .longDecimal:
            self = .int
        case .longUnsigned, .longOctal:
            self = .uint
        case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat:
            self = .double
        case .character:
            self = length == .long ? .uint16 : .cChar
        case .unichar:
            self = .uint16
        case .cString:
            self = length == .long ? .utf16String : .cString
        case .unicharString:
            self = .utf16String
        case .pointer:
            self = .rawPointer
        }
    }

    /// The type of a substitution's `formatSpecifier` as stored in a catalog (`"lld"`, `"@"`),
    /// with or without the leading `%`; `nil` unless it is exactly one conversion specifier.
    public init?(formatSpecifier: String) {
        let text = formatSpecifier.hasPrefix("%") ? formatSpecifier : "%" + formatSpecifier
        guard let type = FormatParser(text, recognizesSubstitutionArgument: false).onlyPlaceholder()?.argumentType else { return nil }
        self = type
    }
}
