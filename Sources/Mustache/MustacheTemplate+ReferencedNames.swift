extension MustacheTemplate {
    /// Every name the template looks up in a context: each key of every variable, section and
    /// dynamic partial name (`{{a.b}}` gives `a` and `b`). A renderer of this template never asks
    /// a context for any other name, so a caller may leave other fields out.
    public var referencedNames: Set<String> {
        referencedPaths.reduce(into: []) { names, path in names.formUnion(path) }
    }

    /// Every dotted name the template looks up, as written: `{{a.b}}` gives `["a", "b"]`.
    public var referencedPaths: Set<[String]> {
        var paths: Set<[String]> = []
        Self.collectPaths(in: nodes, into: &paths)
        return paths
    }

    private static func collectPaths(in nodes: [Node], into paths: inout Set<[String]>) {
        for node in nodes {
            switch node {
            case .text, .lineStart:
                continue
            case .variable(let path, _, _):
                paths.insert(path.keys)
            case .section(let path, _, let children, _):
                paths.insert(path.keys)
                collectPaths(in: children, into: &paths)
            case .partial(let reference, _, _):
                if case .dynamic(let path) = reference { paths.insert(path.keys) }
            case .parent(let reference, let arguments, _, _):
                if case .dynamic(let path) = reference { paths.insert(path.keys) }
                for content in arguments.values { collectPaths(in: content, into: &paths) }
            case .block(_, let defaultContent, _, _):
                collectPaths(in: defaultContent, into: &paths)
            }
        }
    }

    /// The partials and parents the template includes by a fixed name (`{{> name}}`,
    /// `{{< name}}`), and whether it also includes one by a name looked up in the context
    /// (`{{> *name}}`), which may be any partial.
    public var includedTemplates: (names: Set<String>, includesDynamicNames: Bool) {
        var names: Set<String> = []
        var includesDynamicNames = false
        Self.collectIncludes(in: nodes, into: &names, dynamic: &includesDynamicNames)
        return (names, includesDynamicNames)
    }

    private static func collectIncludes(in nodes: [Node], into names: inout Set<String>, dynamic: inout Bool) {
        for node in nodes {
            switch node {
            case .text, .lineStart, .variable:
                continue
            case .section(_, _, let children, _):
                collectIncludes(in: children, into: &names, dynamic: &dynamic)
            case .partial(let reference, _, _):
                include(reference, into: &names, dynamic: &dynamic)
            case .parent(let reference, let arguments, _, _):
                include(reference, into: &names, dynamic: &dynamic)
                for content in arguments.values { collectIncludes(in: content, into: &names, dynamic: &dynamic) }
            case .block(_, let defaultContent, _, _):
                collectIncludes(in: defaultContent, into: &names, dynamic: &dynamic)
            }
        }
    }

    private static func include(_ reference: TemplateReference, into names: inout Set<String>, dynamic: inout Bool) {
        switch reference {
        case .named(let name): names.insert(name)
        case .dynamic: dynamic = true
        }
    }
}
