import InputText

/// What `usage` finds in one spot.
public struct UsageFinding: Hashable, Sendable {
    /// The rule a finding breaks, with a stable identifier (SARIF's `ruleId`).
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// A key looked up by literal that no table of the module has.
        case missingKey = "missing-key"
        /// A key of a table that nothing refers to, by literal or by symbol.
        case unusedKey = "unused-key"
        /// A lookup that a symbol can replace.
        case replaceableLookup = "replaceable-lookup"
        /// A Swift file that cannot be read completely.
        case unreadableFile = "unreadable-file"

        /// What the rule checks, in one sentence.
        public var summary: String {
            switch self {
            case .missingKey: "A key is looked up by a literal that no table of the module has: users see the key itself."
            case .unusedKey: "A key of a table is neither looked up nor named by its symbol anywhere in the sources."
            case .replaceableLookup: "A lookup by key that a symbol can replace, so that the compiler checks the key and its arguments."
            case .unreadableFile: "A Swift file that cannot be read completely: its lookups are not known."
            }
        }

        /// The level SARIF states for the rule.
        var defaultLevel: String {
            switch self {
            case .missingKey, .unusedKey, .unreadableFile: "warning"
            case .replaceableLookup: "note"
            }
        }
    }

    public var rule: Rule
    /// The key, for findings about one.
    public var key: String?
    /// The table, for findings about one.
    public var table: String?
    /// The diagnostic, `[rule]` at the end of its message.
    public var diagnostic: Diagnostic
}

/// What `usage` found in a module's sources against its tables.
public struct UsageReport: Sendable {
    /// The findings, file by file, in the order of their positions.
    public var findings: [UsageFinding]
    /// How many Swift files were read, and how many of them were generated (not counted as uses).
    public var fileCount: Int
    public var generatedFileCount: Int
    /// How many lookups of each kind were found (the module's and others).
    public var lookupCounts: [KeyLookup.Kind: Int]
    /// Keys of the tables (without `InfoPlist`'s), and how many of them are used and unused.
    public var keyCount: Int
    public var usedKeyCount: Int
    public var unusedKeyCount: Int
    /// Distinct keys looked up that no table has.
    public var missingKeyCount: Int
    /// Lookups a symbol replaces, and those left as they are with the reason (`migrate` rewrites
    /// the former).
    public var rewrites: [SourceRewrite]
    public var leftAlone: [Diagnostic]

    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } }
}

/// The rewrites of one file: the byte ranges of its lookups and the symbols that replace them.
public struct SourceRewrite: Sendable {
    public struct Edit: Sendable, Equatable {
        public var range: Range<Int>
        public var replacement: String
        /// Where the lookup is.
        public var line: Int
        public var column: Int

        public init(range: Range<Int>, replacement: String, line: Int, column: Int) {
            self.range = range
            self.replacement = replacement
            self.line = line
            self.column = column
        }
    }

    public var path: String
    public var original: [UInt8]
    /// The edits, by position, none overlapping another.
    public var edits: [Edit]

    public init(path: String, original: [UInt8], edits: [Edit]) {
        self.path = path
        self.original = original
        self.edits = edits
    }

    /// The file with every edit made, each byte outside them as it was.
    public var rewritten: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(original.count)
        var cursor = 0
        for edit in edits {
            result += original[cursor..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += original[cursor...]
        return result
    }
}
