
/// A `.strings` file that was read.
package struct StringsFile: Sendable {
    /// The entries, one per key, in the order of each key's last definition (the last definition wins, as in Foundation).
    ///
    /// Keys are told apart as Swift compares strings, by canonical equivalence, as Foundation
    /// on Linux does: `"é"` and `"e\u{301}"` are one key. (Apple's CoreFoundation compares their
    /// UTF-16 code units and keeps two.)
    package var entries: [StringsFileEntry]
}
