import Foundation
import InputText
import Mustache
import PluginFacts
import StringSymbolsTemplates
import Symbols

/// A compiled template and the partials it may include.
package struct TemplateSet: Sendable {
    /// The template rendered for every output file.
    package var entry: MustacheTemplate
    /// Partials by name: the built-in ones, overlaid by the `.mustache` files beside a custom template.
    package var partials: [String: MustacheTemplate]

    /// Every name the entry template and the partials it can include look up in a context: the
    /// fields a context for this set needs. Partials included by fixed names are followed from
    /// the entry; once a partial may be included by a name from the context, every partial counts.
    package var referencedNames: Set<String> {
        var reachable: [MustacheTemplate] = [entry]
        var seen: Set<String> = []
        var next = 0
        while next < reachable.count {
            let (names, includesDynamicNames) = reachable[next].includedTemplates
            next += 1
            if includesDynamicNames {
                return partials.values.reduce(into: entry.referencedNames) { $0.formUnion($1.referencedNames) }
            }
            for name in names where seen.insert(name).inserted {
                if let partial = partials[name] { reachable.append(partial) }
            }
        }
        return reachable.reduce(into: []) { $0.formUnion($1.referencedNames) }
    }

    /// The template parameters the templates in use read, as `parameters.NAME`.
    package var referencedParameters: Set<String> {
        let root = TemplateContextSchema.Root.parameters.rawValue
        return ([entry] + Array(partials.values)).reduce(into: []) { names, template in
            for path in template.referencedPaths where path.count > 1 && path[0] == root { names.insert(path[1]) }
        }
    }

    /// Compiles the built-in templates, or a template file with the `.mustache` files beside it
    /// that it includes.
    /// - Throws: A diagnostic pointing into the template for a syntax error, or naming the file
    ///   that cannot be read.
    package init(_ choice: TemplateChoice) throws(DiagnosticError) {
        switch choice {
        case .builtIn(let template):
            // A built-in template is its file and the partials it includes, as its files say.
            var partials: [String: MustacheTemplate] = [:]
            var pending = [template.rawValue]
            while let name = pending.popLast() {
                guard partials[name] == nil, let text = BuiltInTemplateSources.all[name] else { continue }
                let compiled = try Self.compile([(name, text, "Templates/\(name).mustache")])[name]!
                partials[name] = compiled
                pending += compiled.includedTemplates.names.sortedOutOfLine()
            }
            entry = partials[template.rawValue]!
            self.partials = partials
        case .file(let path):
            // A custom template may include any built-in partial, and the `.mustache` files beside
            // it, which override built-in ones of their names. Only those it includes are read: a
            // broken file in the folder that it never includes is none of its business.
            var partials = try Self.compile(BuiltInTemplateSources.all.map { ($0.key, $0.value, "Templates/\($0.key).mustache") })
            let files = GenerationFiles.templateFiles(forTemplateAt: URL(fileURLWithPath: path))
            let suffixCount = GenerationFiles.templateExtension.count + 1
            // The partials' paths as the template's was given (relative ones relative), as
            // diagnostics name them.
            let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
            var paths: [String: String] = [:]
            for (index, url) in files.enumerated() {
                paths[String(url.lastPathComponent.dropLast(suffixCount))] = index == 0 ? path : folder + url.lastPathComponent
            }
            let entryName = String(files[0].lastPathComponent.dropLast(suffixCount))
            // Followed through built-in partials too: a file beside the template overrides
            // `xcode-symbol` where the built-in `xcode` that the template copies includes it.
            var custom: [String: MustacheTemplate] = [:]
            var followed: Set<String> = []
            var pending = [entryName]
            while let name = pending.popLast() {
                guard followed.insert(name).inserted else { continue }
                let template: MustacheTemplate
                if let file = paths[name] {
                    template = try Self.compile(name: name, file: file)
                    custom[name] = template
                } else if let builtIn = partials[name] {
                    template = builtIn
                } else {
                    continue
                }
                let (names, includesDynamicNames) = template.includedTemplates
                // A partial named by the context may be any of them.
                pending += (includesDynamicNames ? paths.keys.sortedOutOfLine() : []) + names.sortedOutOfLine()
            }
            partials.merge(custom) { _, custom in custom }
            entry = custom[entryName]!
            self.partials = partials
        }
    }

    /// The template in the file at `path`, named `name`.
    private static func compile(name: String, file path: String) throws(DiagnosticError) -> MustacheTemplate {
        let data: [UInt8]
        do {
            data = try FileBytes.readArray(atPath: path)
        } catch {
            throw DiagnosticError(TemplateChoice.unreadableFile(path, error))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DiagnosticError(Diagnostic(.error, "the template is not UTF-8 text", path: path, at: nil))
        }
        return try compile([(name, text, path)])[name]!
    }

    private static func compile(_ sources: [(name: String, text: String, path: String)]) throws(DiagnosticError) -> [String: MustacheTemplate] {
        var templates: [String: MustacheTemplate] = [:]
        for source in sources.sortedOutOfLine(by: { $0.name < $1.name }) {
            do {
                templates[source.name] = try MustacheTemplate(source.text, name: source.path)
            } catch {
                throw DiagnosticError(error.diagnostic)
            }
        }
        return templates
    }
}

extension MustacheError {
    /// The error as a diagnostic pointing into its template.
    var diagnostic: Diagnostic {
        Diagnostic(.error, message, path: templateName, at: SourceLocation(line: line, column: column))
    }
}
