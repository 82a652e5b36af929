import InputText
import JSON
import TableModel

/// Rewrites a String Catalog's bytes as Xcode saves them, keeping every member, known or not,
/// with its value as written.
///
/// Xcode's layout: two spaces of indentation, one member or element a line, `"key" : value`,
/// an empty object or array as its brackets around an empty line, the members of every object in
/// ``XcodeKeyOrder``, strings with `"`, `\` and control characters escaped and everything else as
/// it is, numbers as written. Whether the file ends with a line break is kept (older Xcode wrote
/// none, newer Xcode writes one).
public struct CatalogFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// `bytes`, the contents of the catalog at `path`, in Xcode's layout.
    ///
    /// - Throws: The first syntax error, a repeated key (which would lose one of its values), or a
    ///   document that is not an object, with its position in `path`.
    public func format(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> [UInt8] {
        let node = try XcodeLayout(order: XcodeKeyOrder()).document(bytes, path: path)
        return Self.writer(endsWithNewline: bytes.last == UInt8(ascii: "\n")).bytes(node)
    }

    /// The catalog `bytes` (read from `path`) as a node, every object's members in Xcode's order.
    ///
    /// - Throws: What ``format(_:path:)`` throws.
    ///
    /// - Parameters:
    ///   - ordered: Whether members are put in Xcode's order, or kept as written. Kept as
    ///     written, a large catalog's entries are read on every core.
    ///   - languages: The languages whose localizations are kept besides the catalog's source
    ///     language, in any spelling of them (`DE` for `de`, `pt_BR` for `pt-BR`, as bundles match them; `nil`: all).
    package static func document(_ bytes: [UInt8], path: String, ordered: Bool = true, languages: Set<String>? = nil) throws(DiagnosticError) -> JSONNode {
        let layout = XcodeLayout(order: XcodeKeyOrder(), ordersMembers: ordered, keptLanguages: languages)
        if !ordered, let node = try layout.documentReadingEntriesInParallel(bytes, path: path) { return node }
        return try layout.document(bytes, path: path)
    }

    /// `bytes`, the contents of the catalog at `path`, without the entries of `keys`, in Xcode's
    /// layout (every other member kept with its value as written).
    ///
    /// - Throws: What ``format(_:path:)`` throws.
    package func removing(_ keys: Set<String>, from bytes: [UInt8], path: String) throws(DiagnosticError) -> [UInt8] {
        var node = try XcodeLayout(order: XcodeKeyOrder()).document(bytes, path: path)
        if case .object(var entries)? = node["strings"] {
            entries.removeAll { keys.contains($0.key) }
            node["strings"] = .object(entries)
        }
        return Self.writer(endsWithNewline: bytes.last == UInt8(ascii: "\n")).bytes(node)
    }

    /// `node` with every object's members in Xcode's order.
    package static func ordered(_ node: JSONNode) -> JSONNode {
        XcodeLayout(order: XcodeKeyOrder()).ordered(node)
    }

    /// The JSON writer set as Xcode writes catalogs; members must be in order already.
    package static func writer(endsWithNewline: Bool) -> JSONWriter {
        JSONWriter(keyOrder: .asGiven, keySeparator: " : ", emptyContainersSpanLines: true, endsWithNewline: endsWithNewline)
    }
}

/// A parsed catalog as the node the writer takes, its members in Xcode's order.
struct XcodeLayout {
    var order: XcodeKeyOrder
    /// Whether members are put in Xcode's order, or kept as written.
    var ordersMembers = true
    /// The languages whose localizations are kept (`nil`: all).
    var keptLanguages: Set<String>?

    /// The catalog `bytes` (read from `path`) as a node in Xcode's order.
    ///
    /// - Throws: The first syntax error, a repeated key (which would lose one of its values), or a
    ///   document that is not an object, with its position in `path`.
    func document(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> JSONNode {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw DiagnosticError(Diagnostic(.error, error.message, path: path, at: error.location))
        }
        return try document(root, path: path)
    }

    /// The parsed catalog `root` (read from `path`) as a node in Xcode's order.
    func document(_ root: JSONValue, path: String) throws(DiagnosticError) -> JSONNode {
        guard root.object != nil else {
            throw DiagnosticError(Diagnostic(.error, "a String Catalog must be an object, not \(root.kindDescription)", path: path, at: root.location))
        }
        var layout = self
        layout.keptLanguages = keptLanguages(of: root)
        var repeated: [Diagnostic] = []
        let node = layout.node(root, path: path, repeated: &repeated, level: .root)
        guard repeated.isEmpty else { throw DiagnosticError(diagnostics: repeated) }
        return node
    }

    /// `node` with its objects' members ordered.
    func ordered(_ node: JSONNode) -> JSONNode {
        switch node {
        case .array(let elements): return .array(elements.map(ordered))
        case .object(let members):
            let keys = members.map(\.key)
            return .object(order.order(of: keys).map { JSONNode.Member(keys[$0], ordered(members[$0].value)) })
        default: return node
        }
    }

    /// The languages kept of the catalog `root`: ``keptLanguages`` and its source language.
    func keptLanguages(of root: JSONValue) -> Set<String>? {
        keptLanguages.map { $0.union(root.object?["sourceLanguage"]?.value.string.map { [$0] } ?? []) }
    }

    /// The catalog `bytes` (read from `path`) as a node with members as written, its entries
    /// parsed and converted on every core, the languages not kept stepped over unparsed; `nil`
    /// for a small catalog read whole, one whose entries cannot be stepped over, or one with a
    /// syntax error (which the whole document's parse reports).
    func documentReadingEntriesInParallel(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> JSONNode? {
        // A catalog read for some languages only is always read this way, so that what it
        // checks of the other languages (where each ends) does not depend on the file's size.
        guard !ordersMembers, keptLanguages != nil || bytes.count >= 256 * 1024 else { return nil }
        let maximumDepth = JSONParser().maximumDepth
        let outcome = bytes.withUnsafeBufferPointer { buffer -> Result<JSONNode, DiagnosticError>? in
            var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
            guard let (root, members) = try? scanner.parseDocument(deferringMembersOf: "strings"), root.object != nil else { return nil }
            let kept = keptLanguages(of: root)
            let layout = XcodeLayout(order: order, ordersMembers: false, keptLanguages: kept)
            let shared = SharedBuffer(buffer: buffer)
            let entries = members.concurrentMap(minimumCount: 64, elementsPerChunk: 16) { member -> (JSONNode, [Diagnostic])? in
                var scanner = JSONScanner(bytes: shared.buffer, maximumDepth: maximumDepth)
                let value: JSONValue
                do throws(JSONSyntaxError) {
                    if let kept {
                        value = try scanner.parseDeferredValue(member, pruning: "localizations", keeping: { LanguageCode.names($0, oneOf: kept) })
                    } else {
                        value = try scanner.parseDeferredValue(member)
                    }
                } catch {
                    return nil
                }
                var repeated: [Diagnostic] = []
                // Members kept as written: the order, which one thread may use, is not asked.
                let entryLayout = XcodeLayout(order: XcodeKeyOrder(), ordersMembers: false, keptLanguages: kept)
                return (entryLayout.node(value, path: path, repeated: &repeated, level: .entry), repeated)
            }
            var repeated: [Diagnostic] = []
            var strings: [JSONNode.Member] = []
            strings.reserveCapacity(members.count)
            let repeatedKeys = members.repeatedKeys()
            var nextRepeated = 0
            for (index, member) in members.enumerated() {
                guard let (entry, entryRepeated) = entries[index] else { return nil }
                if nextRepeated < repeatedKeys.count, repeatedKeys[nextRepeated].index == index {
                    repeated.append(Diagnostic(
                        .error, Diagnostic.duplicateCatalogKeyMessage(member.key, firstAt: repeatedKeys[nextRepeated].first, path: path),
                        path: path, at: member.keyLocation))
                    nextRepeated += 1
                    continue
                }
                repeated += entryRepeated
                strings.append(JSONNode.Member(member.key, entry))
            }
            var node = layout.node(root, path: path, repeated: &repeated, level: .root)
            node["strings"] = .object(strings)
            guard repeated.isEmpty else { return .failure(DiagnosticError(diagnostics: repeated.sortedByPosition())) }
            return .success(node)
        }
        return try outcome?.get()
    }

    func node(_ value: JSONValue, path: String, repeated: inout [Diagnostic], level: CatalogLevel? = nil) -> JSONNode {
        switch value.kind {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number(let lexeme): return .number(lexeme)
        case .string(let string): return .string(string)
        case .array(let elements): return .array(elements.map { node($0, path: path, repeated: &repeated) })
        case .object(let object):
            // Languages not kept are dropped first: a language repeated among them is not read.
            let (members, duplicates) = if level == .languages, let keptLanguages {
                JSONObject(members: object.members.filter { LanguageCode.names($0.key, oneOf: keptLanguages) }).uniqueMembers()
            } else {
                object.uniqueMembers()
            }
            for duplicate in duplicates {
                repeated.append(Diagnostic(
                    .error, Diagnostic.duplicateCatalogKeyMessage(duplicate.member.key, firstAt: duplicate.first, path: path),
                    path: path, at: duplicate.member.keyLocation))
            }
            guard ordersMembers else {
                return .object(members.map { JSONNode.Member($0.key, node($0.value, path: path, repeated: &repeated, level: level?.member($0.key))) })
            }
            let keys = members.map(\.key)
            return .object(order.order(of: keys).map { JSONNode.Member(keys[$0], node(members[$0].value, path: path, repeated: &repeated, level: level?.member(keys[$0]))) })
        }
    }
}

/// A file's bytes, read by the cores that read its entries while the caller waits.
private struct SharedBuffer: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}
