/// Walks compiled nodes against a context stack, writing into one output buffer.
///
/// Indentation model: `indentation` is what every line of the fragment being rendered (a
/// partial, parent or argument) starts with; a line start sets it as the output's pending
/// indentation. A standalone partial, parent or block site adds its own indentation to both.
struct Renderer<Partials: MustachePartialProvider>: Sendable {
    let partials: Partials
    let options: MustacheRenderOptions
    var output: OutputBuffer
    var contextStack: [MustacheValue]
    /// Arguments of the parents being rendered, outermost first: outer arguments win, so a
    /// template overrides the blocks of its parent's parents too.
    var argumentStack: [[String: [Node]]] = []
    private var indentation = ""
    /// Counts line starts, to tell whether a fragment ended on a line of its own.
    var lineStarts = 0
    private var depth = 0
    /// For a renderer of one run of a long list beside other renderers (`renderInParallel`):
    /// the templates it has used, copied for it alone. `nil` elsewhere. Such a renderer renders
    /// the lists inside the run in place.
    var privateTemplates: [String: MustacheTemplate]?

    init(partials: Partials, options: MustacheRenderOptions, context: MustacheValue, output: OutputBuffer) {
        self.partials = partials
        self.options = options
        self.output = output
        contextStack = [context]
    }

    mutating func render(_ nodes: [Node]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text, let endsLine):
                output.write(text)
                if endsLine { startLine() }
            case .lineStart:
                startLine()
            case .variable(let path, let escaped, let location):
                try renderVariable(path, escaped: escaped, at: location)
            case .section(let path, let inverted, let children, let location):
                try renderSection(path, inverted: inverted, children: children, at: location)
            case .partial(let reference, let indentation, let location):
                guard let template = try template(for: reference, role: "partial", at: location) else { continue }
                try enter("partial '\(template.name)'", at: location)
                try renderFragment(template.nodes, indentation: indentation, firstLine: indentation != nil)
                depth -= 1
            case .parent(let reference, let arguments, let indentation, let location):
                guard let template = try template(for: reference, role: "parent", at: location) else { continue }
                try enter("parent '\(template.name)'", at: location)
                argumentStack.append(arguments)
                try renderFragment(template.nodes, indentation: indentation, firstLine: indentation != nil)
                argumentStack.removeLast()
                depth -= 1
            case .block(let name, let defaultContent, let site, let location):
                try enter("block '\(name)'", at: location)
                if let argument = argument(named: name) {
                    try renderFragment(argument, indentation: site.indentation, firstLine: site.indentsFirstLine)
                } else {
                    try render(defaultContent)
                }
                depth -= 1
            }
        }
    }

    private mutating func startLine() {
        output.pendingIndentation = indentation
        lineStarts += 1
    }

    /// Renders nodes from another template (or an argument), indented by `extra` on every line
    /// after its first, and on its first line too when `firstLine` (it starts a line of its own).
    private mutating func renderFragment(_ nodes: [Node], indentation extra: String?, firstLine: Bool) throws(MustacheError) {
        let outerIndentation = indentation
        let outerLineStarts = lineStarts
        if let extra {
            indentation += extra
            if firstLine { output.pendingIndentation += extra }
        }
        try render(nodes)
        // What follows the fragment continues the line it was called on, never a new one of ours.
        if lineStarts != outerLineStarts { output.pendingIndentation = "" }
        indentation = outerIndentation
    }

    private mutating func renderVariable(_ path: ValuePath, escaped: Bool, at location: SourceLocation) throws(MustacheError) {
        guard let value = lookup(path) else {
            if options.missingVariables == .fail {
                throw MustacheError(.missingValue, "'\(path.text)' is not defined in the context", at: location)
            }
            return
        }
        let text: String
        switch value {
        case .null: return
        case .bool(let bool): text = bool ? "true" : "false"
        case .int(let int): text = String(int)
        case .double(let double): text = String(double)
        case .string(let string): text = string
        case .array, .list:
            throw MustacheError(.invalidValue, "'\(path.text)' is a list and cannot be inserted as text; iterate it with a section", at: location)
        case .dictionary, .object:
            throw MustacheError(.invalidValue, "'\(path.text)' is a dictionary and cannot be inserted as text; insert one of its keys", at: location)
        }
        output.write(escaped ? options.escaping.escape(text) : text)
    }

    private mutating func renderSection(_ path: ValuePath, inverted: Bool, children: [Node], at location: SourceLocation) throws(MustacheError) {
        let value = lookup(path)
        if value == nil, options.missingSections == .fail {
            throw MustacheError(.missingValue, "section '\(path.text)' names nothing in the context", at: location)
        }
        let isFalsey = value?.isFalsey ?? true
        guard isFalsey == inverted else { return }
        try enter("section '\(path.text)'", at: location)
        switch value {
        case .array(let elements)? where !inverted:
            try render(ListElements.array(elements), children: children)
        case .list(let list)? where !inverted:
            try render(ListElements.made(list), children: children)
        case let value? where !inverted:
            contextStack.append(value)
            try render(children)
            contextStack.removeLast()
        default:
            try render(children)
        }
        depth -= 1
    }

    /// Renders a section's children once for each of `elements`: on every core for a long list.
    private mutating func render(_ elements: ListElements, children: [Node]) throws(MustacheError) {
        if elements.count >= Self.minimumParallelListCount, privateTemplates == nil {
            try renderInParallel(elements, children: children)
        } else {
            try render(elements, in: 0..<elements.count, children: children)
        }
    }

    /// Renders a section's children once for each of `elements` in `range`, in turn.
    mutating func render(_ elements: ListElements, in range: Range<Int>, children: [Node]) throws(MustacheError) {
        for index in range {
            contextStack.append(elements[index])
            try render(children)
            contextStack.removeLast()
        }
    }

    /// Resolves a dotted name: its first key through the context stack, innermost first; the
    /// other keys inside what the first one found, without going back to the stack.
    private func lookup(_ path: ValuePath) -> MustacheValue? {
        guard let first = path.keys.first else { return contextStack.last }
        // Frames are read in place: copying each one passed would retain it, and the outer
        // frames are read for every element of a list.
        let found = contextStack.withUnsafeBufferPointer { frames -> MustacheValue? in
            var index = frames.endIndex
            while index > frames.startIndex {
                index -= 1
                if let value = frames[index][first] { return value }
            }
            return nil
        }
        guard var current = found else { return nil }
        for key in path.keys.dropFirst() {
            guard let value = current[key] else { return nil }
            current = value
        }
        return current
    }

    private func argument(named name: String) -> [Node]? {
        for arguments in argumentStack {
            if let argument = arguments[name] { return argument }
        }
        return nil
    }

    private mutating func template(for reference: TemplateReference, role: String, at location: SourceLocation) throws(MustacheError) -> MustacheTemplate? {
        let name: String
        switch reference {
        case .named(let fixed):
            name = fixed
        case .dynamic(let path):
            guard case .string(let resolved)? = lookup(path) else {
                if options.missingPartials == .fail {
                    throw MustacheError(.missingPartial, "dynamic \(role) name '\(path.text)' does not resolve to a string", at: location)
                }
                return nil
            }
            name = resolved
        }
        if let template = privateTemplates?[name] { return template }
        if var template = partials.template(named: name) {
            if privateTemplates != nil {
                template = template.privateCopy()
                privateTemplates?[name] = template
            }
            return template
        }
        if options.missingPartials == .fail {
            throw MustacheError(.missingPartial, "\(role) '\(name)' not found", at: location)
        }
        return nil
    }

    private mutating func enter(_ element: @autoclosure () -> String, at location: SourceLocation) throws(MustacheError) {
        depth += 1
        if depth > options.maxDepth {
            throw MustacheError(.depthLimitExceeded, "\(element()) is nested more than \(options.maxDepth) levels deep; does a partial include itself without end?", at: location)
        }
    }
}
