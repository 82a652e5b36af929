import SwiftLexer

/// Which calls look strings up by key: the documented shapes of SwiftUI and Foundation, and the
/// project's own helpers (`string-symbols.json`'s `lookupMethods` and `lookupFunctions`).
package struct LookupPatterns: Sendable, Equatable {
    /// SwiftUI views whose first, unlabelled argument is a `LocalizedStringKey`.
    package static let swiftUIViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Link", "Menu", "Picker", "NavigationLink", "TextField", "SecureField",
        "Stepper", "Section", "DisclosureGroup", "LabeledContent", "ControlGroup", "Tab", "ColorPicker", "DatePicker",
        "ProgressView", "Gauge", "TextEditor", "Slider",
    ]

    /// SwiftUI modifiers whose first, unlabelled argument is a `LocalizedStringKey`.
    package static let swiftUIModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "alert", "confirmationDialog", "badge", "navigationBarTitle",
    ]

    /// Methods of the project called on a key's literal, `"key".localized()`: their names.
    package var lookupMethods: Set<String>
    /// Static or free functions of the project whose first argument is the key:
    /// `String.localized`, `L`.
    package var lookupFunctions: [String]

    /// The names among ``lookupMethods`` and ``lookupFunctions`` that `usage` found in the code
    /// (``LookupHelper``) rather than the project named, with the labels of the arguments their
    /// declarations take beside the key (`nil` for none): only a call whose other arguments
    /// have those labels is theirs (another overload may look nothing up), and it is checked but
    /// not rewritten, since what such a helper does beside the lookup is not known.
    package var found: [String: Set<String?>] = [:]

    package init(lookupMethods: Set<String> = [], lookupFunctions: [String] = []) {
        self.lookupMethods = lookupMethods
        self.lookupFunctions = lookupFunctions
    }

    /// Whether `helper` is one of the patterns' lookup functions or methods.
    package func names(_ helper: LookupHelper) -> Bool {
        switch helper.kind {
        case .function: lookupFunctions.contains(helper.name)
        case .method: lookupMethods.contains(helper.name)
        }
    }

    /// Whether `source` may hold a lookup, as `usage` decides without lexing it which files to
    /// lex: `false` only where ``lookups(in:)`` finds none.
    package func mayHoldLookups(in source: [UInt8]) -> Bool {
        let scan = SourceBytesScan(symbolNames: [], keys: [], patterns: self)
        return source.withUnsafeBufferPointer { scan.scan($0).mayHoldLookups }
    }

    /// The lookups of one Swift file's `source`, in the order of the code.
    /// - Throws: `SwiftLexError` when the file cannot be read to its end.
    package func lookups(in source: [UInt8]) throws(SwiftLexError) -> [KeyLookup] {
        try scan(source).lookups
    }

    /// The lookups of `source`, those whose key is an expression (``KeyExpression``), and the
    /// literals that may spell or make keys, from one lexing of it.
    package func scan(_ source: [UInt8]) throws(SwiftLexError) -> (lookups: [KeyLookup], keyExpressions: [KeyExpression], literals: [KeyLiteral], keyMakingLiterals: [KeyMakingLiteral]) {
        let tokens = try source.withUnsafeBufferPointer { buffer throws(SwiftLexError) in try SwiftLexer.tokens(of: buffer) }
        return scan(tokens: tokens, source: source)
    }

    /// What ``scan(_:)`` finds, from the tokens of `source` already lexed.
    func scan(tokens: [SwiftToken], source: [UInt8]) -> (lookups: [KeyLookup], keyExpressions: [KeyExpression], literals: [KeyLiteral], keyMakingLiterals: [KeyMakingLiteral]) {
        LookupFinder(tokens: tokens, source: source, patterns: self).scan()
    }
}
