/// A compiled Mustache template: parse once, render many times.
///
/// Supports the spec's required modules (interpolation, sections, inverted sections, comments,
/// partials, set delimiters) and the optional inheritance (`{{< parent}}`, `{{$ block}}`) and
/// dynamic names (`{{> *name}}`). Lambdas are not supported.
public struct MustacheTemplate: Sendable {
    /// The name used in error messages; give the template's file path for compiler-style output.
    public let name: String
    let nodes: [Node]

    /// Compiles `source`.
    ///
    /// - Throws: a `.syntax` `MustacheError` pointing at the offending tag, for example an
    ///   unclosed tag or section, a closing tag that does not match, or invalid delimiters.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        self.name = name
        let bytes = Array(source.utf8)
        let lines = LineIndex(bytes: bytes, templateName: name)
        let tokens = try Lexer.tokenize(bytes, lines: lines)
        let structure = try ElementStructure.match(tokens, lines: lines)
        nodes = try TreeBuilder.build(tokens: tokens, bytes: bytes, lines: lines, structure: structure)
    }

    init(name: String, nodes: [Node]) {
        self.name = name
        self.nodes = nodes
    }

    /// Renders the template against `context`.
    ///
    /// - Parameters:
    ///   - context: the root of the context stack.
    ///   - partials: templates for `{{> name}}` and `{{< name}}` tags, looked up by name.
    ///   - options: escaping, strictness and the nesting limit.
    /// - Throws: `MustacheError` for a strictness violation, a list or dictionary in `{{name}}`,
    ///   or nesting beyond `options.maxDepth`.
    public func render(
        _ context: MustacheValue,
        partials: some MustachePartialProvider,
        options: MustacheRenderOptions = MustacheRenderOptions()
    ) throws(MustacheError) -> String {
        var output = ""
        try render(context, partials: partials, options: options, into: &output)
        return output
    }

    /// Renders the template against `context`, without partials.
    public func render(
        _ context: MustacheValue,
        options: MustacheRenderOptions = MustacheRenderOptions()
    ) throws(MustacheError) -> String {
        try render(context, partials: [String: MustacheTemplate](), options: options)
    }

    /// Renders the template against `context`, appending to `output`, so that many renders can
    /// share one buffer. If rendering fails, `output` is left as it was.
    public func render(
        _ context: MustacheValue,
        partials: some MustachePartialProvider,
        options: MustacheRenderOptions = MustacheRenderOptions(),
        into output: inout String
    ) throws(MustacheError) {
        let originalLength = output.utf8.count
        var renderer = Renderer(partials: partials, options: options, context: context, output: OutputBuffer(text: output))
        output = ""  // leaves the renderer the only owner of the buffer, so appending never copies it
        do {
            try renderer.render(nodes)
            output = renderer.output.takeText()
        } catch {
            var text = renderer.output.takeText()
            text.removeSubrange(text.utf8.index(text.startIndex, offsetBy: originalLength)...)
            output = text
            throw error
        }
    }
}
