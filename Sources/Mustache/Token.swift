/// One lexical piece of a template. Text never spans a line break: line breaks are tokens of
/// their own so that standalone-line analysis can work on whole lines.
struct Token {
    enum Kind: Equatable {
        /// A run of literal text without line breaks.
        case text
        /// "\n" or "\r\n".
        case newline
        case tag(TagKind)
    }

    var kind: Kind
    /// Bytes of the token in the source. For text this shrinks when block content is outdented;
    /// for tags it spans the delimiters.
    var range: Range<Int>
    /// For tags: the content after the sigil, trimmed; for dynamic names it is normalised to
    /// `*name` so that opening and closing tags compare equal.
    var name: String = ""
}

enum TagKind: Equatable {
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (not escaped).
    case variable(escaped: Bool)
    /// `{{#name}}` or `{{^name}}`.
    case section(inverted: Bool)
    /// `{{/name}}`.
    case close
    /// `{{> name}}`.
    case partial
    /// `{{< name}}`: opens a parent (inheritance).
    case parent
    /// `{{$ name}}`: opens a block (inheritance).
    case block
    /// `{{! ... }}`.
    case comment
    /// `{{=<% %>=}}`.
    case setDelimiters

    /// Tags that can stand alone on a line, which then disappears from the output.
    var canStandAlone: Bool {
        if case .variable = self { false } else { true }
    }

    var opensElement: Bool {
        switch self {
        case .section, .parent, .block: true
        default: false
        }
    }

    /// How messages refer to an element this tag opens.
    var elementDescription: String {
        switch self {
        case .section(inverted: false): "section"
        case .section(inverted: true): "inverted section"
        case .parent: "parent"
        case .block: "block"
        case .partial: "partial"
        case .variable: "variable"
        case .close: "closing tag"
        case .comment: "comment"
        case .setDelimiters: "set-delimiter tag"
        }
    }
}
