import InputText

/// One string of a table as a SwiftGen-style template declares it.
package struct SwiftGenString: Sendable {
    /// The key.
    package var key: String
    /// Where the key is in its table.
    package var keyLocation: SourceLocation
    /// The key's groups (its components but the last, split at `.`), empty ones left out; in the
    /// flat form, only until the strings are put in order.
    package var groups: [String]
    /// The member's name, without backticks: of the last component in the structured form, of
    /// the whole key in the flat form.
    package var name: String
    /// The argument types, in argument order; empty for a property.
    package var types: [SwiftGenArgumentType]
    /// What the doc comment says: the translator comment, else the source text (for a plural,
    /// `Plural format key: "…"`, as SwiftGen says).
    package var documentation: String
    /// The source text as a printf format, the text shown where the table has no such key.
    package var fallback: String
}

/// The strings of a table, grouped as the structured form nests them: the strings of this level,
/// sorted by key without regard to case, then the groups below it, sorted by name.
package struct SwiftGenLevel: Sendable {
    /// The group's enum name, without backticks; `nil` at the table's level.
    package var typeName: String?
    package var strings: [SwiftGenString]
    package var children: [SwiftGenLevel]
}

extension SwiftGenLevel {
    /// The standard types the output names unqualified.
    static let standardTypeNames: Set<String> = ["String", "Int", "Float", "CChar", "UnsafePointer", "UnsafeRawPointer", "CVarArg", "Locale"]

    /// Whether a group's enum (or the table's, when tables get one) takes the name of a standard
    /// type the output uses, which inside the namespace enum would then mean the group: the
    /// output then names those types with their module's name (`Swift.String`).
    package static func shadowsStandardTypes(_ level: SwiftGenLevel) -> Bool {
        if let name = level.typeName, standardTypeNames.contains(name) { return true }
        return level.children.contains(where: shadowsStandardTypes)
    }
}

extension SwiftGenLevel {
    /// Every string of the level and the levels below, with the names code refers to it by:
    /// its member's and its groups' enums'.
    package var allStrings: [(string: SwiftGenString, names: [String])] {
        strings.map { ($0, [$0.name]) } + children.flatMap { child in
            child.allStrings.map { ($0.string, $0.names + [child.typeName].compactMap { $0 }) }
        }
    }
}
