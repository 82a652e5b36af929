extension MustacheTemplate {
    /// Every name the template looks up in a context: each key of every variable, section and
    /// dynamic partial name (`{{a.b}}` gives `a` and `b`). A renderer of this template never asks
    /// a context for any other name, so a caller may leave other fields out.
    public var referencedNames: Set<String> {
        var names: Set<String> = []
        Self.collectNames(in: nodes, into: &names)
        return names
    }

    private static func collectNames(in nodes: [Node], into names: inout Set<String>) {
        for node in nodes {
            switch node {
            case .text, .lineStart:
                continue
            case .variable(let path, _, _):
                names.formUnion(path.keys)
            case .section(let path, _, let children, _):
                names.formUnion(path.keys)
                collectNames(in: children, into: &names)
            case .partial(let reference, _, _):
                if case .dynamic(let path) = reference { names.formUnion(path.keys) }
            case .parent(let reference, let arguments, _, _):
                if case .dynamic(let path) = reference { names.formUnion(path.keys) }
                for content in arguments.values { collectNames(in: content, into: &names) }
            case .block(_, let defaultContent, _, _):
                collectNames(in: defaultContent, into: &names)
            }
        }
    }
}
