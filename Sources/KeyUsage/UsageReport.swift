import Findings
import InputText

/// What `usage` finds in one spot.
package struct UsageFinding: Hashable, Sendable {
    /// The rule a finding breaks, with a stable identifier (SARIF's `ruleId`).
    package enum Rule: String, Hashable, Sendable, CaseIterable {
        /// A key looked up by literal that no table of the module has.
        case missingKey = "missing-key"
        /// A key of a table that nothing refers to, by literal or by symbol.
        case unusedKey = "unused-key"
        /// A lookup that a symbol can replace.
        case replaceableLookup = "replaceable-lookup"
        /// A source file that cannot be read completely.
        case unreadableFile = "unreadable-file"

        /// What the rule checks, in one sentence.
        package var summary: String {
            switch self {
            case .missingKey: "A key is looked up by a literal that no table of the module has: users see the key itself."
            case .unusedKey: "A key of a table is neither looked up nor named by its symbol anywhere in the sources."
            case .replaceableLookup: "A lookup by key that a symbol can replace, so that the compiler checks the key and its arguments."
            case .unreadableFile: "A source file that cannot be read completely: its lookups are not known."
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

    package var rule: Rule
    /// The key, for findings about one.
    package var key: String?
    /// The table, for findings about one.
    package var table: String?
    /// The diagnostic, `[rule]` at the end of its message.
    package var diagnostic: Diagnostic
}

/// What `usage` found in a module's sources against its tables.
package struct UsageReport: Sendable {
    /// The findings, file by file, in the order of their positions.
    package var findings: [UsageFinding]
    /// How many Swift files were read, and how many of them were generated (not counted as uses).
    package var fileCount: Int
    package var generatedFileCount: Int
    /// How many Objective-C, C and C++ files (``SourceScan/cFamilyExtensions``) were read for the keys they spell.
    package var objectiveCFileCount = 0
    /// How many lookups of each kind were found (the module's and others).
    package var lookupCounts: [KeyLookup.Kind: Int]
    /// Keys of the tables (without `InfoPlist`'s), and how many of them are used and unused.
    package var keyCount: Int
    /// Keys of the system's tables (`InfoPlist`) and of Interface Builder's, which the code does
    /// not use and which are not in ``keyCount``.
    package var uncountedKeyCount = 0
    package var usedKeyCount: Int
    package var unusedKeyCount: Int
    /// Distinct keys looked up that no table has.
    package var missingKeyCount: Int
    /// Lookups a symbol replaces, and those left as they are with the reason (`migrate` rewrites
    /// the former).
    package var rewrites: [SourceRewrite]
    package var leftAlone: [Diagnostic]
    /// How many lookups ``leftAlone`` leaves as they are: one note may speak for several (those
    /// of a package's target that cannot import an app's symbols).
    package var lookupsLeftAlone = 0
    /// The calls of each helper `usage` found in the code, not named, that a symbol would
    /// replace once it is named: left as they are, with one note for the helper.
    package var foundHelperCallsLeftAlone: [String: Int] = [:]
    /// Keys no literal or symbol uses that a lookup of a key made at run time can reach: in use,
    /// never unused, never pruned.
    package var keptByDynamicLookups: [KeptKey] = []
    /// Lookups whose key is an expression the code alone does not resolve: any key, unused or
    /// not, may be one they read.
    package var keyExpressions: [KeyExpressionPlace] = []
    /// The project's lookup helpers that `usage` found (``LookupHelper``) and read the calls of,
    /// as if named by `--lookup-function` or `--lookup-method`: each at the lookup in its body.
    package var foundHelpers: [KeyExpressionPlace] = []
    /// Objective-C lookups whose key is not a literal (`NSLocalizedString(key, nil)`): the keys
    /// they read are not known, so no key is called unused while there is one.
    package var objectiveCKeyExpressions: [KeyExpressionPlace] = []

    /// With a baseline: the findings it holds (not in ``findings``), and what it says.
    package var held: [UsageFinding] = []
    package var baseline: BaselineOutcome?
    /// The rules applied and the files read: a baseline's finding outside them is not fixed.
    /// While a Swift file cannot be read no key is called unused, so `unused-key` is not applied.
    package var scope = BaselineScope(rules: Set(UsageFinding.Rule.allCases.map(\.rawValue)), files: [])
    /// At the level `off`: how many findings of each rule were found, none of them reported one
    /// by one; `nil` at the other levels.
    package var unreported: [UsageFinding.Rule: Int]?

    /// Whether any finding is an error, or the ratchet finds fixed findings in the baseline.
    package var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } || baseline?.ratchetError != nil }
}

/// A key of a table kept in use by a lookup of a key made at run time.
package struct KeptKey: Hashable, Sendable {
    package var tableName: String
    /// The file of the key's source-language entry, as the report names it, and where it is.
    package var path: String
    package var location: SourceLocation?
    package var key: String
    /// The lookup: `'error.\(code)' (NSLocalizedString) at Sources/App/Errors.swift:12:9`.
    package var lookup: String
}

/// A lookup whose key is an expression (``KeyExpression``), where it is.
package struct KeyExpressionPlace: Hashable, Sendable {
    package var path: String
    package var location: SourceLocation
    /// `NSLocalizedString of size`.
    package var call: String
    /// The project's function or method whose body this is, when the expression is the key it
    /// was given (``LookupHelper``).
    package var helper: LookupHelper? = nil
}

/// The rewrites of one file: the byte ranges of its lookups and the symbols that replace them.
package struct SourceRewrite: Sendable {
    package struct Edit: Sendable, Equatable {
        package var range: Range<Int>
        package var replacement: String
        /// Where the lookup is.
        package var line: Int
        package var column: Int
        /// The kind of lookup the edit replaces; `nil` for an edit that replaces none.
        package var lookupKind: KeyLookup.Kind?
        /// Whether the edit passes a symbol to a SwiftUI view or modifier other than `Text`, whose
        /// `LocalizedStringResource` form SwiftUI declares in the SDK of Xcode 26
        /// (`Button(.save) { … }`).
        package var passesResourceToSwiftUI = false

        package init(range: Range<Int>, replacement: String, line: Int, column: Int, lookupKind: KeyLookup.Kind? = nil) {
            self.range = range
            self.replacement = replacement
            self.line = line
            self.column = column
            self.lookupKind = lookupKind
        }
    }

    package var path: String
    package var original: [UInt8]
    /// The edits, by position, none overlapping another.
    package var edits: [Edit]

    package init(path: String, original: [UInt8], edits: [Edit]) {
        self.path = path
        self.original = original
        self.edits = edits
    }

    /// The file with every edit made, each byte outside them as it was.
    package var rewritten: [UInt8] {
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
