
/// What Swift accepts as an identifier, and when a name needs backticks.
///
/// The keyword sets were established by compiling, with the Swift 6.3 compiler, each candidate
/// word as `static var NAME: S`, `static func NAME()`, and as `.NAME` / `S.NAME` references
/// (the test `SwiftIdentifierTests` re-checks them with `swiftc` when it is available).
package enum SwiftIdentifier {
    /// Words that must be backticked when declared as a member (`static var`, `static func`,
    /// `case`): the reserved words, plus `Type` and `Protocol`, which `static var` rejects.
    /// Contextual keywords (`get`, `async`, `some`, `package`, `actor`, …) need no backticks.
    package static let reservedInDeclarations: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Rejected only by `static var`, but backticks are harmless for `static func` too.
        "Protocol", "Type",
    ]

    /// What the `swiftgen` templates write in backticks: the words SwiftGen's templates escape
    /// (its `escapeReservedKeywords`), contextual ones such as `open`, `none`, `prefix` and
    /// `required` among them, so that a member is spelled as in SwiftGen's output; and those a
    /// declaration needs that its list lacks (`precedencegroup`).
    package static let reservedBySwiftGen: Set<String> = reservedInDeclarations.union([
        "open", "_", "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
        "required", "right", "set", "unowned", "weak", "willSet",
    ])

    /// Names that must be backticked after a `.` to mean a member: `.init` means an initializer
    /// and `S.self` the metatype. (`.Type` and `.Protocol` work as implicit members, but
    /// `S.Type` / `` S.`Type` `` cannot name a member at all.)
    package static let reservedAfterDot: Set<String> = ["init", "self"]

    /// `name` as written in a member declaration: in backticks if it is reserved there.
    package static func escapedForDeclaration(_ name: String) -> String {
        reservedInDeclarations.contains(name) ? "`\(name)`" : name
    }

    /// `name` as the `swiftgen` templates declare it: in backticks if SwiftGen writes it so.
    package static func escapedAsSwiftGen(_ name: String) -> String {
        reservedBySwiftGen.contains(name) ? "`\(name)`" : name
    }

    /// `name` as written after a `.` (implicit member `.name` or `Type.name`).
    package static func escapedForMemberAccess(_ name: String) -> String {
        reservedAfterDot.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` is an identifier Swift accepts for a declaration (ignoring keywords):
    /// a valid head, valid continuation characters, and no leading `$`.
    package static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy(isContinuation)
    }

    /// Whether `scalar` may start an identifier (The Swift Programming Language, Lexical Structure).
    package static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || value == 0x5F
        }
        return headRanges.contains { $0.contains(value) }
            || (value >= 0x10000 && value & 0xFFFF <= 0xFFFD && value <= 0xEFFFD)
    }

    /// Whether `scalar` may continue an identifier. `$` is accepted, as inside `a$b`.
    package static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x30 ... 0x39).contains(value) || value == 0x24 { return true }
        return isHead(scalar) || combiningRanges.contains { $0.contains(value) }
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8 ... 0xA8, 0xAA ... 0xAA, 0xAD ... 0xAD, 0xAF ... 0xAF, 0xB2 ... 0xB5, 0xB7 ... 0xBA,
        0xBC ... 0xBE, 0xC0 ... 0xD6, 0xD8 ... 0xF6, 0xF8 ... 0xFF,
        0x100 ... 0x2FF, 0x370 ... 0x167F, 0x1681 ... 0x180D, 0x180F ... 0x1DBF,
        0x1E00 ... 0x1FFF,
        0x200B ... 0x200D, 0x202A ... 0x202E, 0x203F ... 0x2040, 0x2054 ... 0x2054, 0x2060 ... 0x206F,
        0x2070 ... 0x20CF, 0x2100 ... 0x218F, 0x2460 ... 0x24FF, 0x2776 ... 0x2793,
        0x2C00 ... 0x2DFF, 0x2E80 ... 0x2FFF,
        0x3004 ... 0x3007, 0x3021 ... 0x302F, 0x3031 ... 0x303F, 0x3040 ... 0xD7FF,
        0xF900 ... 0xFD3D, 0xFD40 ... 0xFDCF, 0xFDF0 ... 0xFE1F, 0xFE30 ... 0xFE44,
        0xFE47 ... 0xFFFD,
    ]

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300 ... 0x36F, 0x1DC0 ... 0x1DFF, 0x20D0 ... 0x20FF, 0xFE20 ... 0xFE2F,
    ]
}
