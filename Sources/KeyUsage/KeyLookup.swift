
/// A place in Swift code that looks a string up by its key: `Text("key", bundle: .module)`,
/// `NSLocalizedString("key", comment: "")`, `"key".localized()`.
package struct KeyLookup: Sendable, Equatable {
    /// The shape of the call.
    package enum Kind: String, Sendable, CaseIterable {
        /// A SwiftUI view's `LocalizedStringKey` title: `Text("key")`, `Button("key") { … }`.
        case swiftUIView = "SwiftUI view"
        /// A SwiftUI modifier's `LocalizedStringKey`: `.navigationTitle("key")`.
        case swiftUIModifier = "SwiftUI modifier"
        /// `String(localized: "key", table:, bundle:)`.
        case stringLocalized = "String(localized:)"
        /// `LocalizedStringResource("key", table:, bundle:)`.
        case localizedStringResource = "LocalizedStringResource"
        /// `AttributedString(localized: "key", table:, bundle:)`, whose text is read as Markdown.
        case attributedStringLocalized = "AttributedString(localized:)"
        /// `NSLocalizedString("key", tableName:, bundle:, value:, comment:)`.
        case nsLocalizedString = "NSLocalizedString"
        /// `bundle.localizedString(forKey: "key", value:, table:)`.
        case bundleLookup = "Bundle.localizedString"
        /// A method of the project's called on the key's literal: `"key".localized()`.
        case lookupMethod = "lookup method"
        /// A function of the project's whose first argument is the key: `L("key")`.
        case lookupFunction = "lookup function"

        /// Whether the key is a `String` made when the code runs, so that an interpolated literal
        /// looks up the text it makes (`NSLocalizedString("error.\(code)", …)` looks up
        /// `error.network`), rather than a key with a placeholder per interpolation as a
        /// `LocalizedStringKey` or `String.LocalizationValue` gives (`Text("Hi, \(name)")` looks up
        /// `Hi, %@`).
        package var looksUpKeyMadeAtRunTime: Bool {
            switch self {
            case .nsLocalizedString, .bundleLookup, .lookupMethod, .lookupFunction: true
            case .swiftUIView, .swiftUIModifier, .stringLocalized, .localizedStringResource, .attributedStringLocalized: false
            }
        }

        /// The labels of the lookup's own arguments besides the key, table and bundle: what says
        /// how to look the key up (`NSLocalizedString`'s `value:` and `comment:`), which the
        /// symbol replaces. Any other argument is the call's (`TextField("Limit", value: $limit)`,
        /// `Stepper("Count", value: $count)`) and stays.
        var ownArgumentLabels: Set<String> {
            switch self {
            case .swiftUIView, .swiftUIModifier, .attributedStringLocalized: ["comment"]
            case .stringLocalized, .localizedStringResource: ["defaultValue", "comment"]
            case .nsLocalizedString: ["value", "comment"]
            case .bundleLookup: ["value"]
            case .lookupMethod, .lookupFunction: []
            }
        }

        /// Whether the lookup gives a `String`, which `String(format:)` can take as its format.
        var returnsString: Bool {
            switch self {
            case .stringLocalized, .nsLocalizedString, .bundleLookup, .lookupMethod, .lookupFunction: true
            case .swiftUIView, .swiftUIModifier, .localizedStringResource, .attributedStringLocalized: false
            }
        }
    }

    /// Whose bundle the lookup reads.
    package enum BundleReference: Sendable, Equatable {
        /// `.module`, `Bundle.module`: the module's own.
        case module
        /// `.main`, `Bundle.main`, or none given where the default is the main bundle.
        case main
        /// The module's own by the project's declaration: a lookup helper of its own.
        case helper
        /// Any other expression, which the code alone does not resolve.
        case other
    }

    /// Which table the lookup reads.
    package enum TableReference: Sendable, Equatable {
        /// The table of this name; `Localizable` when the call names none.
        case named(String)
        /// An expression that is no literal.
        case unknown
    }

    /// The shape of the call.
    package var kind: Kind
    /// What is called: `Text`, `navigationTitle`, `NSLocalizedString`, `localized`, `L`.
    package var callee: String
    /// The key as written.
    package var key: KeyLiteral
    package var table: TableReference
    package var bundle: BundleReference
    /// Where the key's literal starts.
    package var line: Int
    package var column: Int
    /// The bytes a rewrite replaces: the whole call, receiver included.
    package var callRange: Range<Int>
    /// The arguments besides the key, the table, the bundle, the comment and the default value:
    /// for a view, what its call keeps (`isOn: $flag`, `action: save`); for a helper, the values
    /// its key's placeholders take.
    package var otherArguments: [LookupArgument]
    /// The labels of the closures that follow a view's or modifier's call, in order, `nil` for
    /// an unlabelled one: `Button("key") { … }` has `[nil]`, `Menu("key") { … } primaryAction:
    /// { … }` `[nil, "primaryAction"]`. They stay after the call when it is rewritten.
    package var trailingClosureLabels: [String?] = []
    /// Why rewriting the call could change more than the lookup (a comment or an `#if` inside
    /// it); `nil` when it cannot.
    package var rewriteBlocker: String?
    /// Whether the call is of a helper `usage` found in the code rather than one the project
    /// named, which is not rewritten (``LookupPatterns/found``): its helper's note counts it.
    package var isFoundHelperCall = false
    /// The call that fills the looked-up format's placeholders, when the lookup is its format:
    /// `String(format: NSLocalizedString("key", comment: ""), count)`.
    package var formatCall: FormatCall?
    /// A view's or modifier's call as written: the bytes of its key's literal, and of each
    /// argument after it (label included) with whether a rewrite keeps it. A rewrite replaces
    /// the key and removes the arguments the symbol holds (table, bundle, comment), and leaves
    /// every other byte of the call as it was, line breaks included.
    package var keyRange: Range<Int> = 0..<0
    package var laterArguments: [ArgumentSpan] = []

    /// Where one argument of a call is, and whether a rewrite keeps it.
    package struct ArgumentSpan: Sendable, Equatable {
        package var range: Range<Int>
        package var isKept: Bool
    }

    /// `String(format: lookup, …)` or `String.localizedStringWithFormat(lookup, …)`.
    package struct FormatCall: Sendable, Equatable {
        /// The bytes of the whole call.
        package var range: Range<Int>
        /// The values after the format, unlabelled.
        package var arguments: [LookupArgument]
        /// Why rewriting the whole call could change more than it (a comment or an `#if`).
        package var rewriteBlocker: String?

        package init(range: Range<Int>, arguments: [LookupArgument], rewriteBlocker: String? = nil) {
            self.range = range
            self.arguments = arguments
            self.rewriteBlocker = rewriteBlocker
        }
    }

    /// The bytes a rewrite replaces when the symbol takes the format call's arguments: the format
    /// call's, when it passes any and the lookup passes none of its own; else the lookup's.
    var widestRewriteRange: Range<Int> {
        if let formatCall, !formatCall.arguments.isEmpty, key.interpolations.isEmpty, otherArguments.isEmpty { formatCall.range } else { callRange }
    }

    package init(
        kind: Kind, callee: String, key: KeyLiteral, table: TableReference, bundle: BundleReference, line: Int, column: Int,
        callRange: Range<Int>, otherArguments: [LookupArgument] = [], rewriteBlocker: String? = nil, formatCall: FormatCall? = nil
    ) {
        self.kind = kind
        self.callee = callee
        self.key = key
        self.table = table
        self.bundle = bundle
        self.line = line
        self.column = column
        self.callRange = callRange
        self.otherArguments = otherArguments
        self.rewriteBlocker = rewriteBlocker
        self.formatCall = formatCall
    }
}

/// A string literal as a key: its text, and the source of each interpolation in it.
package struct KeyLiteral: Sendable, Equatable {
    /// A run of text or an interpolation.
    package enum Segment: Sendable, Equatable {
        case text(String)
        /// The interpolation's expression, as written, and where it is in the file.
        case interpolation(String, range: Range<Int>)
    }

    package var segments: [Segment]
    /// Why the literal's interpolations cannot be a symbol's arguments (one passes a format as
    /// well, or is a view); `nil` when they can.
    package var rewriteBlocker: String?

    package init(segments: [Segment]) {
        self.segments = segments
    }

    /// The key, when the literal holds no interpolation.
    package var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let run) = segment else { return nil }
            text += run
        }
        return text
    }

    /// Whether the literal's text, outside its interpolations and format placeholders, has a
    /// letter: one that has none (`"\(count)"`, `"0.0.0.0"`, `"%d"`) reads the same in every
    /// language and is never missing.
    package var hasLetters: Bool {
        segments.contains { segment in
            if case .text(let text) = segment { text.hasLettersOutsidePlaceholders } else { false }
        }
    }

    /// Whether the literal is `""`: `Text("")` shows nothing, and looks nothing up.
    package var isEmpty: Bool { segments.isEmpty }

    /// The literal's interpolations, in order: the bytes of the file each one's expression is.
    package var interpolations: [Range<Int>] {
        segments.compactMap { if case .interpolation(_, let range) = $0 { range } else { nil } }
    }

    /// For each interpolation, the specifier it gives SwiftUI's key (`"%.1f"` for
    /// `\(ratio, specifier: "%.1f")`), which is the key's placeholder; `nil` where it gives none
    /// and the value's type decides.
    package var specifiers: [String?] {
        segments.compactMap { segment in
            guard case .interpolation(let expression, _) = segment else { return nil }
            // Most interpolations pass a value alone: no label, no Foundation search.
            guard expression.utf8.contains(UInt8(ascii: ":")), let label = expression.range(of: "specifier:") else { return .some(nil) }
            let rest = expression[label.upperBound...].drop { $0 == " " }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return .some(nil) }
            return .some(String(rest[rest.index(after: rest.startIndex)..<close]))
        }
    }

    /// The literal's text around its interpolations: `["error.", ""]` for `error.\(code)`.
    package var pieces: [String] {
        segments.reduce(into: [""]) { pieces, segment in
            switch segment {
            case .text(let text): pieces[pieces.count - 1] += text
            case .interpolation: pieces.append("")
            }
        }
    }

    /// Whether a key made at run time from the literal can be `key`: it has the literal's text
    /// around the interpolations, in order, and anything where they are (`error.\(code)` can be
    /// every key that starts with `error.`).
    package static func canMake(_ key: String, from pieces: [String]) -> Bool {
        // By bytes: a table looks keys up by their exact text.
        canMake(Array(key.utf8), from: pieces.map { Array($0.utf8) })
    }

    /// ``canMake(_:from:)`` of a key's and pieces' UTF-8 bytes, made once for many calls.
    package static func canMake(_ key: [UInt8], from pieces: [[UInt8]]) -> Bool {
        guard let first = pieces.first, key.starts(with: first) else { return false }
        guard pieces.count > 1 else { return key.count == first.count }
        let last = pieces[pieces.count - 1]
        guard key.count >= first.count + last.count, key.suffix(last.count).elementsEqual(last) else { return false }
        var cursor = first.count
        let end = key.count - last.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let start = (cursor...max(cursor, end - piece.count)).first(where: { start in
                start + piece.count <= end && key[start..<start + piece.count].elementsEqual(piece)
            }) else { return false }
            cursor = start + piece.count
        }
        return true
    }

    /// The literal as the code writes it, for messages: `Welcome, \(name)!`.
    package var written: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .interpolation(let source, _): "\\(" + source + ")"
            }
        }.joined()
    }
}

/// An argument of a call, as written.
package struct LookupArgument: Sendable, Equatable {
    package var label: String?
    /// The value's source text.
    package var value: String
    /// The bytes of the file the value is.
    package var range: Range<Int>

    package init(label: String?, value: String, range: Range<Int>) {
        self.label = label
        self.value = value
        self.range = range
    }

    /// The argument as written in a call: `label: value` or `value`.
    package var written: String {
        label.map { "\($0): \(value)" } ?? value
    }
}

/// A lookup whose key is an expression the code alone does not resolve
/// (`NSLocalizedString(size, comment: "")`): any key may be the one it reads.
package struct KeyExpression: Sendable, Equatable {
    /// The function or method called: `NSLocalizedString`, `localizedString(forKey:)`.
    package var callee: String
    /// The key's expression, as written.
    package var expression: String
    /// Where the expression starts.
    package var line: Int
    package var column: Int
    /// The table the call names by literal (`tableName: "Commands"`), when it names one other
    /// than the default table (in whatever bundle: one the code alone does not resolve, such as
    /// `Bundle(for: X.self)`, may be the module's).
    package var table: String? = nil
    /// For a lookup that names a ``table``, whether the key is what the function or property
    /// around it is given (its first parameter, or `self` in an extension of `String`): its
    /// callers choose it. (A lookup of the default table says so with ``helper``.)
    package var isGiven = false
    /// The key's tokens, and the index of the call's `(`.
    var keyRange: Range<Int> = 0..<0
    var open = 0
    /// The function or method of the project whose body this is, when the expression is the key
    /// it was given: its callers' keys are the ones read.
    package var helper: LookupHelper? = nil
}

/// A literal that makes part of a key at run time, interpolated or joined with `+`
/// (`let key = "category.\(name)"`, `"eq.preset." + name`), in a file whose lookups take a key
/// from an expression (`NSLocalizedString(key, comment: "")`): they may read the keys it can make.
package struct KeyMakingLiteral: Sendable, Equatable {
    /// The key's text around what the code adds (``KeyLiteral/pieces``): `["eq.preset.", ""]`.
    package var pieces: [String]
    /// As notes show it: `'category.\(name)'`, `"eq.preset." + …`.
    package var written: String
    /// Where the literal starts.
    package var line: Int
    package var column: Int
}
