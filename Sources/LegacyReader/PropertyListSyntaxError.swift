import InputText

/// The first thing in an XML property list that cannot be read, and where it is.
struct PropertyListSyntaxError: Error {
    var message: String
    var location: SourceLocation

    init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
