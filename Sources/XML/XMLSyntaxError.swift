import InputText

/// Why a text is not a well-formed XML document this reader accepts, and where.
package struct XMLSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment without a trailing period.
    package var message: String
    /// Where the problem is.
    package var location: SourceLocation

    /// Creates an error.
    package init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    package var description: String { "\(location): \(message)" }

    /// The error as a diagnostic of the file at `path`.
    package func diagnostic(path: String) -> Diagnostic {
        Diagnostic(.error, message, path: path, at: location)
    }
}
