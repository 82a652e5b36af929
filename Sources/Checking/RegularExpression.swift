import Foundation

/// A regular expression of the configuration (ICU syntax, as `NSRegularExpression` reads it).
package struct RegularExpression: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    private let expression: NSRegularExpression
    /// The expression bound to the whole text: ICU takes the leftmost alternative that matches,
    /// not the longest, so a match from the start need not be the whole text.
    private let wholeExpression: NSRegularExpression
    let pattern: String

    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let wholeExpression = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z") else { return nil }
        self.expression = expression
        self.wholeExpression = wholeExpression
        self.pattern = pattern
    }

    /// Why `pattern` is no regular expression; `nil` when it is one.
    package static func problem(with pattern: String) -> String? {
        RegularExpression(pattern) == nil ? "is not a regular expression" : nil
    }

    /// Whether the expression matches somewhere in `text`.
    func matches(in text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether the expression matches all of `text`.
    func matchesWhole(_ text: String) -> Bool {
        wholeExpression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
