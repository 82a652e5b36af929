import Foundation

/// A regular expression of the configuration (ICU syntax, as `NSRegularExpression` reads it).
struct RegularExpression: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to use from several threads.
    private let expression: NSRegularExpression
    let pattern: String

    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        self.expression = expression
        self.pattern = pattern
    }

    /// Why `pattern` is no regular expression; `nil` when it is one.
    static func problem(with pattern: String) -> String? {
        RegularExpression(pattern) == nil ? "is not a regular expression" : nil
    }

    /// Whether the expression matches somewhere in `text`.
    func matches(in text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether the expression matches all of `text`.
    func matchesWhole(_ text: String) -> Bool {
        guard let match = expression.firstMatch(in: text, options: [.anchored], range: NSRange(text.startIndex..., in: text)) else { return false }
        return match.range.length == (text as NSString).length
    }
}
