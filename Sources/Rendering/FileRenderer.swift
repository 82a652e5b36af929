import InputText
import Mustache

/// Renders one output file from its context.
package struct FileRenderer {
    let templates: TemplateSet

    package init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Catalog strings reach templates already escaped for their place, so the engine escapes
    /// nothing; a name (variable, section or partial) the template uses but the context lacks
    /// is an error, not empty output.
    static let options = MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail, missingSections: .fail)

    /// Renders one file; `symbolCount` is the number of symbols it declares.
    package func render(_ context: MustacheValue, name: String, symbolCount: Int) throws(DiagnosticError) -> GeneratedFile {
        var text = ""
        // Room for the whole file from the start, so that a large output is not copied to grow
        // (each copy holds the old and the new text at once): the built-in templates write
        // about 450 bytes per symbol, and pages of the room that stay unused are never touched,
        // so they cost no memory. Larger outputs grow as usual past the bound.
        text.reserveCapacity(min(Self.reservedBytesPerSymbol * symbolCount, Self.maximumReservedBytes))
        do {
            try templates.entry.render(context, partials: templates.partials, options: Self.options, into: &text)
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
        return GeneratedFile(name: name, contents: Self.tidy(text))
    }

    static let reservedBytesPerSymbol = 1_024
    static let maximumReservedBytes = 256 << 20

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
