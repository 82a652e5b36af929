import InputText

/// A value of a property list, with where it is written.
package struct PropertyListNode: Sendable {
    /// What a property list value holds, by the element it is written as.
    package indirect enum Value: Sendable {
        /// `<string>`: the text, with entities and CDATA sections decoded and every other byte
        /// kept as written (line breaks, `\r\n` included, and leading and trailing spaces).
        case string(String)
        /// `<integer>`: the number as written, without the whitespace before it: an optional
        /// sign, then decimal digits or `0x` and hexadecimal digits, within
        /// -9223372036854775808 through 18446744073709551615.
        case integer(String)
        /// `<real>`: the number as written, without the whitespace before it: decimal digits
        /// with an optional fraction and exponent, `inf`, `infinity` or `nan` in any case.
        case real(String)
        /// `<true/>` or `<false/>`.
        case bool(Bool)
        /// `<date>`: the date as written, in the form `2001-12-31T23:59:59Z` (the year may be
        /// longer or negative; the fields are not checked against the calendar).
        case date(String)
        /// `<data>`: the bytes that its base64 text decodes to.
        case data([UInt8])
        /// `<array>`: the elements, in file order.
        case array([PropertyListNode])
        /// `<dict>`: the members in file order. A key written twice is kept twice, and the
        /// parser warns about it; Foundation keeps only the last.
        case dictionary([PropertyListMember])
    }

    /// The value.
    package var value: Value
    /// Where the value's opening tag starts (its '<').
    package var location: SourceLocation
    /// Where the value's text starts: the first byte after the opening tag for <string>/<integer>/… ;
    /// for an empty element (`<string/>`) the '<'. Diagnostics about a text's content point here.
    ///
    /// For `<dict>`, `<array>`, `<true>` and `<false>` it is likewise the first byte after the
    /// opening tag, or the '<' of the empty form.
    package var contentLocation: SourceLocation
}

/// One `<key>…</key>` and its value.
package struct PropertyListMember: Sendable {
    /// The key's text, with entities and CDATA sections decoded.
    package var key: String
    /// Where the key's text starts (first byte after `<key>`); for `<key/>` its '<'.
    package var keyLocation: SourceLocation
    /// The value written after the key.
    package var value: PropertyListNode
}
