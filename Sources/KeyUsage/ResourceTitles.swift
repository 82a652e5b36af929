/// The SwiftUI views and modifiers that take their title as a `LocalizedStringResource` at the
/// releases the `xcode` output's symbols need (macOS 13, iOS 16, tvOS 16, watchOS 9): with
/// them, `migrate` writes `Button(.save) { … }` rather than `Button(String(localized: .save)) { … }`.
/// The view then resolves the text in its environment's locale, as it did the key, rather than
/// once, in the process's, when the body runs.
///
/// Each shape is the parameters after the title, as SwiftUI declares them (Apple's
/// documentation, the SDK of Xcode 26, which back-deploys them); what is not here, or not
/// declared with the same types as its `LocalizedStringKey` overload, keeps `String(localized:)`:
/// `TextField(_:text:)` and `TextField(_:text:axis:)` (the resource forms need `prompt:`),
/// `DatePicker(_:selection:in:)` (a closed range only), `NavigationLink(_:value:)` (`Codable`
/// values only), `Section`, `LabeledContent`, `ColorPicker`, `Tab`, `.navigationSubtitle` and
/// `.navigationBarTitle`. So do modifiers that other types than `View` declare too, or with
/// other types whose static members a symbol's name may be: `.accessibilityLabel`,
/// `.accessibilityHint` and `.accessibilityValue` (Swift Charts' marks have them, with no resource
/// form documented), and `.badge` (`.badge(.zero)` would be `Int`'s).
enum ResourceTitles {
    /// A parameter after the title.
    struct Parameter: Equatable {
        var label: String
        /// Whether it takes a function, so that a trailing closure may be its argument.
        var takesClosure: Bool
        /// Whether it has a default value, so that a call may leave it out.
        var hasDefault: Bool
    }

    /// The shapes by callee, written as labels separated by spaces; `{}` marks a parameter that
    /// takes a function, `=` one with a default value.
    private static let written: [String: [String]] = [
        "Text": [""],
        "Button": ["action{}", "role action{}"],
        "Label": ["systemImage"],
        "Toggle": ["isOn", "sources isOn"],
        "Link": ["destination"],
        "Menu": ["content{}", "content{} primaryAction{}"],
        "Picker": ["selection content{}", "sources selection content{}"],
        "DisclosureGroup": ["content{}", "isExpanded content{}"],
        "ProgressView": ["", "value total="],
        "TextField": ["text prompt", "text prompt axis"],
        "SecureField": ["text prompt"],
        "Stepper": ["value step= onEditingChanged{}=", "value in step= onEditingChanged{}=", "onIncrement{} onDecrement{} onEditingChanged{}="],
        "DatePicker": ["selection displayedComponents="],
        "navigationTitle": [""],
        "help": [""],
        "alert": ["isPresented actions{}", "isPresented actions{} message{}"],
        "confirmationDialog": ["isPresented titleVisibility= actions{}", "isPresented titleVisibility= actions{} message{}"],
    ]

    /// ``written``, read.
    static let shapes: [String: [[Parameter]]] = written.mapValues { shapes in
        shapes.map { shape in
            shape.split(separator: " ").map { word in
                var label = Substring(word)
                let hasDefault = label.hasSuffix("=")
                if hasDefault { label = label.dropLast() }
                let takesClosure = label.hasSuffix("{}")
                if takesClosure { label = label.dropLast(2) }
                return Parameter(label: String(label), takesClosure: takesClosure, hasDefault: hasDefault)
            }
        }
    }

    /// Whether SwiftUI's `callee` takes a `LocalizedStringResource` title with the arguments
    /// `labels` after it, then closures labelled `trailingClosures` (`nil` for an unlabelled one).
    static func takeResource(callee: String, labels: [String?], trailingClosures: [String?]) -> Bool {
        shapes[callee]?.contains { matches($0, labels: labels, trailingClosures: trailingClosures) } ?? false
    }

    /// Whether a call with these arguments is one of `shape`: each argument, in order, is the next
    /// parameter of its label, past parameters with defaults; an unlabelled trailing closure is
    /// the next parameter that takes a function, as Swift matches it; what is left has defaults.
    static func matches(_ shape: [Parameter], labels: [String?], trailingClosures: [String?]) -> Bool {
        var next = 0
        let arguments = labels.map { ($0, false) } + trailingClosures.map { ($0, true) }
        for (label, isClosure) in arguments {
            while next < shape.count, !(label.map { shape[next].label == $0 } ?? (isClosure && shape[next].takesClosure)) {
                guard shape[next].hasDefault else { return false }
                next += 1
            }
            guard next < shape.count else { return false }
            next += 1
        }
        return shape[next...].allSatisfy(\.hasDefault)
    }
}

extension KeyLookup {
    /// Whether the lookup is a SwiftUI view's or modifier's title that SwiftUI also takes as a
    /// `LocalizedStringResource` with the same arguments (``ResourceTitles``). `Text` always does:
    /// its one argument leaves no overload to choose, and a `{` after it is a statement's
    /// (`if title == Text("key") {`), not a closure of its own.
    var titleTakesResource: Bool {
        switch kind {
        case .swiftUIView where callee == "Text": true
        case .swiftUIView, .swiftUIModifier:
            ResourceTitles.takeResource(callee: callee, labels: otherArguments.map(\.label), trailingClosures: trailingClosureLabels)
        default: false
        }
    }
}
