/// A problem found in an input file, in the form Xcode and SwiftPM show in their issue navigators.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The input cannot be used; no output is produced.
        case error
        /// The input is used, but something in it is probably not what its author meant.
        case warning
        /// Extra information attached to another diagnostic.
        case note
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong, as a sentence fragment without a trailing period.
    public var message: String
    /// The file the problem is in, as it was named to the reader; empty for a problem of the
    /// invocation itself (an option's), which no file holds.
    public var path: String
    /// Where in the file, or `nil` when the problem concerns the whole file.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, path: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
    }

    /// `path:line:column: severity: message` (`path: severity: message` without a location,
    /// `severity: message` without a path either), on one line, with control characters and invisible
    /// formatting characters (a key's line break, a bidirectional override) shown as `\u{…}`
    /// escapes, so that no catalog text can rewrite what a terminal or a log shows.
    public var description: String {
        // A diagnostic of the invocation, no file's (an option's): `warning: ...`, as the tool's
        // own usage errors read.
        if path.isEmpty, location == nil { return "\(severity.rawValue): \(Self.visible(message))" }
        let place = location.map { "\(Self.visible(path)):\($0.line):\($0.column)" } ?? Self.visible(path)
        return "\(place): \(severity.rawValue): \(Self.visible(message))"
    }

    /// `text` with every invisible character (``Unicode/Scalar/isInvisibleInText``) escaped.
    static func visible(_ text: String) -> String {
        // Most texts are printable ASCII, which is told from their bytes without decoding them.
        guard !text.utf8AllSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return text }
        guard text.unicodeScalars.contains(where: \.isInvisibleInText) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isInvisibleInText { result += scalar.visibleEscape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

extension Diagnostic {
    /// The message for a key repeated in a JSON object, naming where it was first defined.
    public static func duplicateKeyMessage(_ key: String, firstAt first: SourceLocation, path: String) -> String {
        "duplicate key '\(key)'; it is first defined at \(path):\(first.line):\(first.column)"
    }

    /// ``duplicateKeyMessage(_:firstAt:path:)`` in a String Catalog, as every command that reads
    /// or writes one says it.
    package static func duplicateCatalogKeyMessage(_ key: String, firstAt first: SourceLocation, path: String) -> String {
        duplicateKeyMessage(key, firstAt: first, path: path) + "; remove one, since a catalog keeps only one"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics grouped by file, in the order of `pathOrder` (files not in it last), then
    /// by position, whole-file diagnostics first; equal ones keep their order.
    public func sortedByPosition(pathOrder: [String] = []) -> [Diagnostic] {
        let rank = Dictionary(pathOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let origin = SourceLocation(line: 0, column: 0)
        return sortedOutOfLine { lhs, rhs in
            (rank[lhs.path] ?? Int.max, lhs.location ?? origin) < (rank[rhs.path] ?? Int.max, rhs.location ?? origin)
        }
    }
}
