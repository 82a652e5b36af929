import Mustache
import StringCatalog

/// Renders one output file from its context.
struct FileRenderer {
    let templates: TemplateSet

    /// Catalog strings reach templates already escaped for their place, so the engine escapes
    /// nothing; a name the template uses but the context lacks is an error, not empty output.
    static let options = MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail)

    func render(_ context: MustacheValue, name: String) throws(GenerationError) -> GeneratedFile {
        let text: String
        do {
            text = try templates.entry.render(context, partials: templates.partials, options: Self.options)
        } catch {
            throw GenerationError(error.diagnostic)
        }
        return GeneratedFile(name: name, contents: Self.tidy(text))
    }

    /// No trailing spaces (partial indentation leaves them on blank lines) and one final newline.
    static func tidy(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingSpaces() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var result = self
        while result.last == " " || result.last == "\t" { result = result.dropLast() }
        return result
    }
}
