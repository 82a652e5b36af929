import InputText
import XML

/// Reads XLIFF 1.2 documents into their `<file>`s: units with their ids, sources, targets
/// (text, `state`, `state-qualifier`) and notes, each with its position. Units may be nested in
/// `<group>`s, as some platforms write them; inline markup in a text (`<g>`, `<x/>`, `<mrk>`) is
/// read as the text it holds. Elements may carry a prefix bound to XLIFF's namespace on the root
/// (`<ns0:trans-unit>`, as some XML libraries write it).
public struct XLIFFReader: Sendable {
    /// XLIFF 1.2's namespace.
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// Creates a reader.
    public init() {}

    /// The files of the document `bytes`, read from `path`.
    ///
    /// - Throws: A document that is not well-formed XML (or declares entities), is not XLIFF, or
    ///   lacks what a file or a unit must have (or has a unit with two targets), every problem at
    ///   its position.
    public func files(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> [XLIFFFile] {
        var root = try XMLParser().parse(bytes, path: path)
        if let prefix = root.attributes.first(where: { $0.name.hasPrefix("xmlns:") && $0.value == Self.namespace })?.name.dropFirst(6),
           root.name.hasPrefix(prefix + ":") {
            root = Self.removingPrefix(String(prefix) + ":", from: root)
        }
        guard root.name == "xliff" else {
            throw DiagnosticError(Diagnostic(.error, "the root element is '<\(root.name)>', not '<xliff>': this is not an XLIFF document", path: path, at: root.location))
        }
        if let version = root.attributeNamed("version"), version.value != "1.2" {
            throw DiagnosticError(Diagnostic(.error, "XLIFF \(version.value) is not read; Xcode exchanges XLIFF 1.2", path: path, at: version.location))
        }
        var problems: [Diagnostic] = []
        var files: [XLIFFFile] = []
        for element in root.elements(named: "file") {
            func required(_ name: String) -> String? {
                guard let value = element.attribute(name), !value.isEmpty else {
                    problems.append(Diagnostic(.error, "'<file>' has no '\(name)'", path: path, at: element.location))
                    return nil
                }
                return value
            }
            guard let original = required("original"), let sourceLanguage = required("source-language"), let targetLanguage = required("target-language") else { continue }
            var units: [XLIFFUnit] = []
            for body in element.elements(named: "body") {
                collectUnits(in: body, path: path, into: &units, problems: &problems)
            }
            files.append(XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: units, location: element.location))
        }
        guard problems.isEmpty else { throw DiagnosticError(diagnostics: problems) }
        return files
    }

    /// The values of a string set, one `<mrk mtype="x-set">` each; `nil` for a text.
    static func set(in element: XMLElement) -> [String]? {
        let marks = element.elements(named: "mrk").filter { $0.attribute("mtype") == "x-set" }
        return marks.isEmpty ? nil : marks.map(\.text)
    }

    /// `element` with `prefix` taken off its name and its descendants'.
    static func removingPrefix(_ prefix: String, from element: XMLElement) -> XMLElement {
        var element = element
        if element.name.hasPrefix(prefix) { element.name.removeFirst(prefix.count) }
        element.content = element.content.map { piece in
            if case .element(let child) = piece { return .element(removingPrefix(prefix, from: child)) }
            return piece
        }
        return element
    }

    private func collectUnits(in element: XMLElement, path: String, into units: inout [XLIFFUnit], problems: inout [Diagnostic]) {
        for child in element.elements {
            switch child.name {
            case "group":
                collectUnits(in: child, path: path, into: &units, problems: &problems)
            case "trans-unit":
                guard let id = child.attribute("id") else {
                    problems.append(Diagnostic(.error, "'<trans-unit>' has no 'id'", path: path, at: child.location))
                    continue
                }
                let targets = child.elements(named: "target")
                if targets.count > 1 {
                    // XLIFF 1.2 gives a unit one target: which of two a translator meant is not to be guessed.
                    problems.append(Diagnostic(.error, "'<trans-unit>' '\(id)' has a second '<target>'; a unit has one", path: path, at: targets[1].location))
                    continue
                }
                let target = targets.first.map {
                    let set = Self.set(in: $0)
                    return XLIFFTarget(
                        text: set?.joined(separator: "\n") ?? $0.text, set: set, state: $0.attribute("state"), stateQualifier: $0.attribute("state-qualifier"),
                        location: $0.location)
                }
                let source = child.firstElement(named: "source")
                let note = child.firstElement(named: "note")
                units.append(XLIFFUnit(
                    id: id, translate: child.attribute("translate") != "no", source: source.map { Self.set(in: $0)?.joined(separator: "\n") ?? $0.text },
                    sourceSet: source.flatMap(Self.set(in:)), target: target,
                    note: XLIFFNote(note.map(\.text), isAutoGenerated: note?.attribute("from") == "auto-generated"), location: child.location))
            default:
                continue
            }
        }
    }
}
