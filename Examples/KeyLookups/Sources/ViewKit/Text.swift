import Foundation

// The few SwiftUI declarations this example's views use, with SwiftUI's signatures, so that the
// example builds and runs where SwiftUI does not exist (Linux). A view's text is looked up as
// SwiftUI looks it up, in the bundle and table given, and kept as a plain string to print.

/// A key whose interpolations become placeholders, as SwiftUI's `LocalizedStringKey` builds it:
/// `"Signed in as \(name)"` is the key `"Signed in as %@"` with the argument `name`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    let key: String
    let arguments: [any CVarArg]

    public init(stringLiteral value: String) {
        key = value
        arguments = []
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [any CVarArg] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(string)
        }

        public mutating func appendInterpolation(_ number: Int) {
            key += "%lld"
            arguments.append(number)
        }
    }
}

/// A line of text: SwiftUI's `Text`, reduced to the string it shows.
public struct Text {
    /// What the text shows.
    public let content: String

    /// A localized text: `key` looked up in `tableName` (default `Localizable`) of `bundle`
    /// (default: the main bundle), its placeholders filled with the key's interpolations.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let format = (bundle ?? .main).localizedString(forKey: key.key, value: nil, table: tableName)
        content = key.arguments.isEmpty ? format : String(format: format, arguments: key.arguments)
    }

    /// A text that shows `content` as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A text that shows `content` as it is, not looked up.
    public init(verbatim content: String) {
        self.content = content
    }
}

/// Something that shows lines of text: SwiftUI's `View`, reduced to what it shows.
public protocol View {
    /// The view's texts, top to bottom.
    var body: [Text] { get }
}
