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
    /// The file the problem is in, as it was named to the reader.
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

    /// `path:line:column: severity: message`, or `path: severity: message` without a location.
    public var description: String {
        if let location {
            return "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        }
        return "\(path): \(severity.rawValue): \(message)"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
