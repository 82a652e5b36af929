import InputText

/// Why a text is not JSON, and where.
@usableFromInline
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
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
    @usableFromInline
    package var description: String { "\(location): \(message)" }
}
