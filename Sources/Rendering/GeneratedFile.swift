
/// One file of generated Swift.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, without folders.
    public var name: String
    /// The Swift source.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
