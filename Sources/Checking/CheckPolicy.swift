
/// The team's own rules for `check`, each off until the configuration sets it (`string-symbols.json`,
/// and the CLI's flags where one fits): what is required of every key beside what crashes or
/// reads wrong at run time. A key's comment can silence a rule for that key with
/// `string-symbols:ignore RULE[, RULE…]` (see ``ignoreMarker``).
public struct CheckPolicy: Hashable, Sendable {
    /// Which keys need a translator comment.
    public enum CommentRequirement: String, Hashable, Sendable, CaseIterable {
        /// Every key.
        case all
        /// Keys added by hand (`extractionState: manual`), whose comments no tool writes.
        case manual
    }

    /// Languages every key must be translated into (state `translated`).
    public var languages: [String] = []
    /// Whether a translation in state `needs_review` counts as translated for ``languages``.
    public var allowsNeedsReview = false
    /// Which keys need a comment; `nil`: none.
    public var comments: CommentRequirement?
    /// Whether a value (a source text or a translation) may be empty.
    public var forbidsEmptyValues = false
    /// Regular expressions no value may match (`TODO`, `(?i)lorem`, `"`).
    public var forbiddenPatterns: [String] = []
    /// Extraction states no key may have (`stale`, or every state but `manual` in a module whose
    /// keys are all added by hand); `none` names keys without one.
    public var forbiddenExtractionStates: [String] = []
    /// A regular expression every key must match as a whole (`^[a-z]+(\.[a-z_]+)+$`).
    public var keyPattern: String?

    /// Creates a policy that checks nothing.
    public init() {}

    /// Whether any rule is set.
    public var isEmpty: Bool { self == CheckPolicy() }

    /// The marker a key's comment carries to silence rules for that key:
    /// `string-symbols:ignore untranslated, comment-missing`.
    public static let ignoreMarker = "string-symbols:ignore"
}
