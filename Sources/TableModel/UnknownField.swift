import InputText

/// A member of the input that its reader does not know: its name and where it is.
///
/// The model keeps that something was there, not its value in the input's own format, so that
/// every reader (String Catalogs, legacy tables) produces the same model.
public struct UnknownField: Hashable, Sendable {
    /// The member's name, as written.
    public var name: String
    /// Where the name is.
    public var location: SourceLocation

    /// Creates an unknown field.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
