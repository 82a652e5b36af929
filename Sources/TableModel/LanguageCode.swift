/// A language as catalogs and `.lproj` folders name it (`de`, `pt-BR`, `zh-Hans`, `es-419`):
/// its spelling checked, and two spellings of one language matched.
package enum LanguageCode {
    /// Whether `code` is spelled as a language identifier: a subtag of 1 to 8 ASCII letters, then
    /// subtags of 1 to 8 ASCII letters and digits, each after `-` or `_`. What is not (a path,
    /// a space, an empty subtag) names no language and no file a language may name.
    package static func isWellFormed(_ code: String) -> Bool {
        let subtags = code.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
        guard let first = subtags.first, first.allSatisfy(isLetter) else { return false }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) } }
    }

    /// The spelling among `spellings` of the language `code` names, matched as Apple's bundles
    /// match them: letters of either case, `_` for `-`.
    package static func spelling(of code: String, among spellings: [String]) -> String? {
        spellings.first { $0 == code } ?? spellings.first { folded($0) == folded(code) }
    }

    /// Whether `first` and `second` name one language as Apple's bundles match them: letters of
    /// either case, `_` for `-` (`DE` and `de`, `pt_BR` and `pt-BR`). It compares bytes without
    /// making strings, for a check made on every localization of a catalog.
    package static func isSameLanguage(_ first: String, _ second: String) -> Bool {
        var first = first
        var second = second
        return first.withUTF8 { left in
            second.withUTF8 { right in
                left.count == right.count && zip(left, right).allSatisfy { foldedByte($0) == foldedByte($1) }
            }
        }
    }

    /// Whether `code` names one of `languages`, spelled as they are or another way
    /// (``isSameLanguage(_:_:)``).
    package static func names(_ code: String, oneOf languages: Set<String>) -> Bool {
        languages.contains(code) || languages.contains { isSameLanguage($0, code) }
    }

    /// What a problem with `code` is, said as an option's value: `nil` when it is well formed.
    package static func problem(with code: String) -> String? {
        isWellFormed(code) ? nil : "takes a language as catalogs name it (de, pt-BR, zh-Hans), not '\(code)'"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func foldedByte(_ byte: UInt8) -> UInt8 {
        if byte == UInt8(ascii: "_") { return UInt8(ascii: "-") }
        return (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// `code` with its ASCII letters in lower case and `_` as `-`, byte by byte as
    /// ``isSameLanguage(_:_:)`` compares (a language code is ASCII).
    private static func folded(_ code: String) -> String {
        String(decoding: code.utf8.map(foldedByte), as: UTF8.self)
    }
}
