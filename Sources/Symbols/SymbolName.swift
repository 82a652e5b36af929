import TableModel

/// The Swift name Xcode 26 gives the symbol of a string key, or the namespace of a table.
///
/// The rule, reconstructed from real Xcode output:
/// 1. Remove format specifiers (every placeholder and `%%`, as ``FormatString`` parses them;
///    a `%` that starts no specifier stays and separates words).
/// 2. Delete apostrophes `'` and `’` without splitting (`Snap’s` → `Snaps`).
/// 3. Split into words: maximal runs of Unicode letters (L*), numbers (N*), marks (M*) and `$`;
///    everything else separates. Also split where a decimal digit (Nd) is followed by a
///    non-digit (`1month` → `1`, `month`).
/// 4. In every word lower-case the leading run of capitals (`CFBundleDisplayName` →
///    `cfbundleDisplayName`, `MiB` → `miB`); upper-case the first character of every word
///    after the first; join.
/// 5. If the result does not start with a character that can start an identifier (a digit,
///    `$`, a combining mark), prefix `_`.
/// 6. Remove invisible formatting characters that came with a letter (tag characters, which
///    extend the character before them); the joiners scripts need stay. Not seen in Xcode's
///    output: this keeps two names that read the same from being different names.
///
/// Work is done on characters (grapheme clusters), classified by their first scalar, so a
/// combining mark stays with its base. A character that Swift does not accept in identifiers
/// separates words like punctuation, so the result always compiles (keywords aside: use
/// ``declaration`` and ``memberReference``).
package struct SymbolName: Hashable, Sendable, CustomStringConvertible {
    /// The name without backticks, such as `default` or `roomAvailable`.
    package let identifier: String

    /// The member name for a key, such as `statsAccessCount` for `stats.access_count %lld`;
    /// `nil` when nothing is left (`""`, `"%lld"`, `"%@ %@"`), so the caller can warn.
    package init?(key: String) {
        self.init(keyText: Self.textOfWords(FormatString(key)))
    }

    /// The member name for a key whose format string was parsed already.
    init?(keyFormat format: FormatString) {
        self.init(keyText: Self.textOfWords(format))
    }

    private init?(keyText text: String) {
        if text.utf8AllSatisfy({ $0 < 0x80 }) {
            guard let name = Self.asciiIdentifier(text) else { return nil }
            identifier = name
            return
        }
        let words = Self.unicodeWords(in: text)
        guard !words.isEmpty else { return nil }
        identifier = Self.visible(Self.identifier(camelCase: Self.unicodeCamelCase(words)))
    }

    /// The namespace name for a table (a catalog's file name without `.xcstrings`): the key rule
    /// with the first character upper-cased. `Booking` → `Booking`, `Document Window` →
    /// `DocumentWindow`, `UIStrings` → `Uistrings`, `2fa` → `_2Fa`, `my-table` → `MyTable`;
    /// `nil` when nothing is left.
    package init?(tableName: String) {
        let words = Self.unicodeWords(in: Self.textOfWords(tableName))
        guard !words.isEmpty else { return nil }
        let camel = Self.unicodeCamelCase(words)
        identifier = Self.visible(Self.identifier(camelCase: camel.prefix(1).uppercased() + camel.dropFirst()))
    }

    /// The name as written in a member declaration (`static var`, `static func`), with
    /// backticks when it is reserved there (`` `default` ``, `` `Type` ``).
    package var declaration: String { SwiftIdentifier.escapedForDeclaration(identifier) }

    /// The name as written after a `.` at a use site, with backticks only where a bare name
    /// means something else (`` .`init` ``, `` .`self` ``).
    package var memberReference: String { SwiftIdentifier.escapedForMemberAccess(identifier) }

    /// The name without backticks.
    package var description: String { identifier }

    // MARK: - Steps

    /// Steps 1–2: the text whose words make the name.
    static func textOfWords(_ text: String) -> String {
        textOfWords(FormatString(text))
    }

    /// Steps 1–2 for a text parsed already.
    static func textOfWords(_ format: FormatString) -> String {
        // Most keys hold no `%`, which the format parser passes through whole, and no apostrophe,
        // which the filter is skipped for.
        let withoutSpecifiers = format.textWithoutSpecifiers
        // `’` is E2 80 99 in UTF-8; its last byte appears in no other character's encoding start.
        let hasApostrophe = withoutSpecifiers.utf8Contains(UInt8(ascii: "'")) || withoutSpecifiers.utf8Contains(0x99)
        return hasApostrophe ? withoutSpecifiers.filter { $0 != "'" && $0 != "’" } : withoutSpecifiers
    }

    /// Step 3 for any text, character by character: maximal runs of word characters, also split
    /// where a digit is followed by a non-digit.
    static func unicodeWords(in kept: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var previousIsDigit = false
        for index in kept.indices {
            let character = kept[index]
            let characterIsDigit = isDigit(character)
            if isWordCharacter(character) {
                if let wordStart = start, previousIsDigit, !characterIsDigit {
                    words.append(kept[wordStart ..< index])
                    start = index
                } else if start == nil {
                    start = index
                }
            } else if let wordStart = start {
                words.append(kept[wordStart ..< index])
                start = nil
            }
            previousIsDigit = characterIsDigit
        }
        if let wordStart = start { words.append(kept[wordStart...]) }
        return words
    }

    /// Steps 3–5 for ASCII text, in one pass over its bytes, written straight into the name's
    /// storage; `nil` when the text has no word. The same name as the general path (a corpus
    /// test compares the two) without its Unicode property lookups, case mappings and words
    /// as substrings in between, which cost most of a name otherwise (most keys are ASCII).
    static func asciiIdentifier(_ text: String) -> String? {
        var wordCount = 0
        // At most the text and the `_` of step 5.
        let name = String(unsafeUninitializedCapacity: text.utf8.count + 1) { name in
            var count = 0
            var inWord = false
            var previousIsDigit = false
            var inLeadingCapitals = false
            var startsWord = false
            for byte in text.utf8 {
                let isDigit = byte &- UInt8(ascii: "0") < 10
                let lowercased = byte | 0x20
                let isLetter = lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z")
                guard isDigit || isLetter || byte == UInt8(ascii: "$") else {
                    inWord = false
                    previousIsDigit = false
                    continue
                }
                // Step 3: a word starts after a separator, and where a digit meets a non-digit.
                if !inWord || (previousIsDigit && !isDigit) {
                    wordCount += 1
                    inLeadingCapitals = true
                    startsWord = true
                    // Step 5: a name cannot start with a digit or `$`.
                    if wordCount == 1, !isLetter {
                        name[count] = UInt8(ascii: "_")
                        count += 1
                    }
                }
                // Step 4: the leading capitals of a word in lower case, then the first letter of
                // every word after the first in upper case.
                var cased = byte
                if inLeadingCapitals, isLetter, byte < UInt8(ascii: "a") {
                    cased = lowercased
                } else {
                    inLeadingCapitals = false
                }
                if startsWord, wordCount > 1, isLetter { cased &= ~0x20 }
                name[count] = cased
                count += 1
                startsWord = false
                inWord = true
                previousIsDigit = isDigit
            }
            return count
        }
        return wordCount == 0 ? nil : name
    }

    /// Step 6: without the invisible formatting characters that ride along with a letter (tag
    /// characters extend the character before them), so no two names that read the same differ.
    static func visible(_ identifier: String) -> String {
        guard !identifier.utf8AllSatisfy({ $0 < 0x80 }), identifier.unicodeScalars.contains(where: SwiftSource.needsUnicodeEscape) else {
            return identifier
        }
        return String(String.UnicodeScalarView(identifier.unicodeScalars.filter { !SwiftSource.needsUnicodeEscape($0) }))
    }

    /// Step 4 for any words, character by character.
    static func unicodeCamelCase(_ words: [Substring]) -> String {
        var result = ""
        for (position, word) in words.enumerated() {
            let capitals = word.prefix { $0.isUppercase }
            var cased = capitals.lowercased() + word.dropFirst(capitals.count)
            if position > 0 {
                cased = cased.prefix(1).uppercased() + cased.dropFirst()
            }
            result += cased
        }
        return result
    }

    /// Step 5.
    static func identifier(camelCase: String) -> String {
        guard let first = camelCase.first else { return camelCase }
        let startsWell = !isDigit(first) && first.unicodeScalars.first.map(SwiftIdentifier.isHead) == true
        return startsWell ? camelCase : "_" + camelCase
    }

    // MARK: - Characters

    private static func isWordCharacter(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        let belongs: Bool
        switch first.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            belongs = true
        default:
            belongs = first == "$"
        }
        return belongs && character.unicodeScalars.allSatisfy(SwiftIdentifier.isContinuation)
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .decimalNumber
    }
}
