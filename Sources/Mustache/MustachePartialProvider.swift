/// Supplies the templates that partial (`{{> name}}`) and parent (`{{< name}}`) tags refer to.
///
/// Providers are `Sendable`: a long list is rendered on several threads at once, each looking
/// templates up in the same provider.
public protocol MustachePartialProvider: Sendable {
    /// The compiled template called `name`, or nil when there is none.
    func template(named name: String) -> MustacheTemplate?
}

extension Dictionary: MustachePartialProvider where Key == String, Value == MustacheTemplate {
    public func template(named name: String) -> MustacheTemplate? {
        self[name]
    }
}

extension Dictionary where Key == String, Value == MustacheTemplate {
    /// Compiles every source, naming each template after its key.
    public init(compiling sources: [String: String]) throws(MustacheError) {
        self.init(minimumCapacity: sources.count)
        // Sorted so that, with several broken templates, the reported one does not vary.
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            self[name] = try MustacheTemplate(source, name: name)
        }
    }
}
