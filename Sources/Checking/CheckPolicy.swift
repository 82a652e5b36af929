
/// The team's own rules for `check`, each off until the configuration sets it (`string-symbols.json`,
/// and the CLI's flags where one fits): what is required of every key beside what crashes or
/// reads wrong at run time. A key's comment can silence a rule for that key with
/// `string-symbols:ignore RULE[, RULE…]` (see ``ignoreMarker``).
package struct CheckPolicy: Hashable, Sendable {
    /// Which keys need a translator comment.
    package enum CommentRequirement: String, Hashable, Sendable, CaseIterable {
        /// Every key.
        case all
        /// Keys added by hand (`extractionState: manual`), whose comments no tool writes.
        case manual
    }

    /// Languages every key must be translated into (state `translated`).
    package var languages: [String] = []
    /// Whether a translation in state `needs_review` counts as translated for ``languages``.
    package var allowsNeedsReview = false
    /// Which keys need a comment; `nil`: none.
    package var comments: CommentRequirement?
    /// Whether a value (a source text or a translation) may be empty.
    package var forbidsEmptyValues = false
    /// Regular expressions no value may match (`TODO`, `(?i)lorem`, `"`).
    package var forbiddenPatterns: [String] = []
    /// Extraction states no key may have (`stale`, or every state but `manual` in a module whose
    /// keys are all added by hand); `none` names keys without one.
    package var forbiddenExtractionStates: [String] = []
    /// A regular expression every key must match as a whole (`^[a-z]+(\.[a-z_]+)+$`).
    package var keyPattern: String?
    /// Whether manual keys that break Xcode 26's own symbol generation are findings
    /// (``XcodeSymbolProblem``).
    package var predictsXcodeSymbols = false

    /// Creates a policy that checks nothing.
    package init() {}

    /// Whether any rule is set.
    package var isEmpty: Bool { self == CheckPolicy() }

    /// Whether the policy rule `kind` is set (a rule that is not the policy's is always applied).
    package func applies(_ kind: CheckFinding.Kind) -> Bool {
        switch kind {
        case .untranslated: !languages.isEmpty
        case .commentMissing: comments != nil
        case .valueEmpty: forbidsEmptyValues
        case .valuePattern: !forbiddenPatterns.isEmpty
        case .extractionState: !forbiddenExtractionStates.isEmpty
        case .keyName: keyPattern != nil
        case .xcodeSymbols: predictsXcodeSymbols
        default: true
        }
    }

    /// The marker a key's comment carries to silence rules for that key:
    /// `string-symbols:ignore untranslated, comment-missing`.
    package static let ignoreMarker = "string-symbols:ignore"
}
