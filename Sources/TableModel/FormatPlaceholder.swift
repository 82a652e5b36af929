
/// One placeholder of a format string: a printf specifier such as `%1$(count)lld`, a substitution
/// reference such as `%#@files@`, or, inside a substitution's variant, the `%arg` token.
public struct FormatPlaceholder: Hashable, Sendable {
    /// What the placeholder stands for.
    public enum Kind: Hashable, Sendable {
        /// A printf conversion such as `%@` or `%lld`.
        case conversion(FormatConversion)
        /// A substitution reference `%#@name@`; the argument's type comes from the substitution's
        /// `formatSpecifier` in the catalog.
        case substitution(name: String)
        /// The `%arg` token of a substitution's variant text: the substitution's own argument.
        case substitutionArgument
    }

    /// What the placeholder stands for.
    public var kind: Kind
    /// The explicit argument number of `%n$…`, counted from 1; `nil` when implicit.
    public var argumentNumber: Int?
    /// The name of a named placeholder `%(name)…`.
    public var name: String?
    /// The flags, such as `-` or `0`.
    public var flags: FormatFlags
    /// The field width: digits, `*` or `*n$`.
    public var width: FormatFieldSize?
    /// The precision after `.`: digits (`%.f` means 0), `*` or `*n$`.
    public var precision: FormatFieldSize?
    /// The length modifier, such as `ll`.
    public var length: FormatLengthModifier?
    /// The specifier exactly as written, from `%` to the conversion (or closing `@`) inclusive.
    public var text: String

    /// Creates a placeholder; ``FormatString`` creates these when parsing.
    public init(
        kind: Kind,
        argumentNumber: Int? = nil,
        name: String? = nil,
        flags: FormatFlags = [],
        width: FormatFieldSize? = nil,
        precision: FormatFieldSize? = nil,
        length: FormatLengthModifier? = nil,
        text: String
    ) {
        self.kind = kind
        self.argumentNumber = argumentNumber
        self.name = name
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.text = text
    }

    /// The conversion character, or `nil` for substitutions and `%arg`.
    public var conversion: FormatConversion? {
        if case .conversion(let conversion) = kind { return conversion }
        return nil
    }

    /// The name of the referenced substitution for `%#@name@`.
    public var substitutionName: String? {
        if case .substitution(let name) = kind { return name }
        return nil
    }

    /// The Swift type of the value argument, or `nil` when the catalog decides it
    /// (substitutions and `%arg`).
    public var argumentType: FormatArgumentType? {
        conversion.map { FormatArgumentType(conversion: $0, length: length) }
    }
}

/// A field width or precision.
public enum FormatFieldSize: Hashable, Sendable {
    /// Written as digits.
    case fixed(Int)
    /// Written as `*` (`nil`: the next implicit argument) or `*n$` (argument `n`); the
    /// argument is an `Int32`.
    case argument(Int?)
}

/// The flags of a printf specifier. Repeated flags are allowed and have no further effect.
///
/// C's `'` (group thousands) is not among them: Foundation does not read it, and prints
/// `%'d` as the text `'d`.
public struct FormatFlags: OptionSet, Hashable, Sendable {
    /// One bit per flag.
    public let rawValue: UInt8
    /// Creates flags from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `-`: left-justify within the field width.
    public static let leftJustify = FormatFlags(rawValue: 1 << 0)
    /// `+`: always print a sign.
    public static let plusSign = FormatFlags(rawValue: 1 << 1)
    /// ` ` (space): print a space in place of a `+` sign.
    public static let space = FormatFlags(rawValue: 1 << 2)
    /// `#`: alternate form (`0x` prefix, forced decimal point, …).
    public static let alternate = FormatFlags(rawValue: 1 << 3)
    /// `0`: pad with zeros.
    public static let zeroPad = FormatFlags(rawValue: 1 << 4)

    init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: "-"): self = .leftJustify
        case UInt8(ascii: "+"): self = .plusSign
        case UInt8(ascii: " "): self = .space
        case UInt8(ascii: "#"): self = .alternate
        case UInt8(ascii: "0"): self = .zeroPad
        default: return nil
        }
    }
}
