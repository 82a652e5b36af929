import InputText

/// One `key = value;` of a strings file.
package struct StringsFileEntry: Sendable, Hashable {
    /// The key, with its escapes decoded.
    package var key: String
    /// Where the key starts: its opening quote when it is quoted.
    package var keyLocation: SourceLocation
    /// The value, with its escapes decoded; the key itself for the shorthand `"key";`.
    package var value: String
    /// Where the value starts: its opening quote when it is quoted; for `"key";` the key's location.
    package var valueLocation: SourceLocation
    /// The translator comment: the text of the last comment before the key, when nothing but
    /// whitespace lies between the two (so no `;` of an entry before), trimmed of whitespace.
    ///
    /// A block comment gives the text between `/*` and `*/`; `//` comments on consecutive lines
    /// give their lines' texts, each trimmed, joined with "\n". A comment that comes after the
    /// previous entry's `;` on the same line counts as well: only whitespace separates it from
    /// the key. `nil` when there is no such comment, or its text is empty. Text such as Xcode's
    /// "No comment provided by engineer." is kept as it is.
    package var comment: String?
    /// The bytes of the entry in the file's text (as UTF-8): from its key's first byte to its
    /// `;`, inclusive.
    package var range: Range<Int>
    /// Where the comment before the key starts, when only whitespace lies between the two (the
    /// comment ``comment`` reads, empty or not).
    package var commentStart: Int?

    /// Whether reading trims `scalar` from the ends of a comment (``comment``): the ASCII
    /// whitespace characters and the Unicode line and paragraph separators, as a strings file's
    /// whitespace is.
    package static func trimsFromComments(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x2028, 0x2029: true
        default: false
        }
    }

    init(key: String, keyLocation: SourceLocation, value: String, valueLocation: SourceLocation, comment: String?, range: Range<Int> = 0..<0, commentStart: Int? = nil) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
        self.valueLocation = valueLocation
        self.comment = comment
        self.range = range
        self.commentStart = commentStart
    }
}

extension StringsFileEntry {
    /// Entries are equal when they read the same: where their bytes are is not compared.
    package static func == (lhs: StringsFileEntry, rhs: StringsFileEntry) -> Bool {
        (lhs.key, lhs.keyLocation, lhs.value, lhs.valueLocation, lhs.comment) == (rhs.key, rhs.keyLocation, rhs.value, rhs.valueLocation, rhs.comment)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(keyLocation)
        hasher.combine(value)
        hasher.combine(valueLocation)
        hasher.combine(comment)
    }
}
