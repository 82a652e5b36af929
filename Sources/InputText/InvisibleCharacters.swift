extension Unicode.Scalar {
    /// Whether this is a control character, a line or paragraph separator, or an invisible
    /// formatting character (Unicode's `Cf`): what could make text read differently from what it
    /// holds, such as bidirectional overrides, zero-width spaces, the byte order mark, soft
    /// hyphens and tag characters. The zero-width joiner and non-joiner are not: scripts and emoji
    /// need them. Generated code and diagnostics show such scalars only as ``visibleEscape``.
    public var isInvisibleInText: Bool {
        if isASCII { return value < 0x20 || value == 0x7F }
        if value == 0x200C || value == 0x200D { return false }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `\u{202E}`: the scalar as a Swift escape, which reads the same in a literal, a comment and
    /// a diagnostic.
    public var visibleEscape: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
}
