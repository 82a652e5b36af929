import Mustache
import StringCatalog

/// Renders one output file from its context.
struct FileRenderer {
    let templates: TemplateSet

    /// Catalog strings reach templates already escaped for their place, so the engine escapes
    /// nothing; a name (variable, section or partial) the template uses but the context lacks
    /// is an error, not empty output.
    static let options = MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail, missingSections: .fail)

    func render(_ context: MustacheValue, name: String) throws(GenerationError) -> GeneratedFile {
        let text: String
        do {
            text = try templates.entry.render(context, partials: templates.partials, options: Self.options)
        } catch {
            throw GenerationError(error.diagnostic)
        }
        return GeneratedFile(name: name, contents: Self.tidy(text))
    }

    /// Exactly one final newline, whatever the template ends with. (The engine leaves blank
    /// lines unindented, so the built-in templates produce no trailing spaces; a golden test
    /// checks that.)
    static func tidy(_ text: String) -> String {
        let utf8 = text.utf8
        if utf8.last == UInt8(ascii: "\n"), utf8.dropLast().last.map({ $0 != UInt8(ascii: "\n") }) == true {
            return text
        }
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace {
            end = text.index(before: end)
        }
        return end == text.startIndex ? "" : String(text[..<end]) + "\n"
    }
}
