/// A dotted name such as `a.b.c`, or `.` for the current context (`keys` is then empty).
struct ValuePath: Sendable, Hashable {
    /// The name as written, for messages.
    var text: String
    var keys: [String]
}

/// The name of a partial or parent: fixed, or looked up in the context (`{{> *name}}`).
enum TemplateReference: Sendable, Hashable {
    case named(String)
    case dynamic(ValuePath)

    init(normalized name: String) {
        if name.hasPrefix("*") {
            self = .dynamic(TagName.parsePath(String(name.dropFirst())))
        } else {
            self = .named(name)
        }
    }

    var text: String {
        switch self {
        case .named(let name): name
        case .dynamic(let path): "*" + path.text
        }
    }
}

/// Validation of tag contents; `error` turns a message into a positioned error.
enum TagName {
    static func plain(_ content: String, kind: TagKind, error: (String) -> MustacheError) throws(MustacheError) -> String {
        guard !content.isEmpty else { throw error("\(kind.elementDescription) tag has no name") }
        guard !content.contains(where: \.isMustacheWhitespace) else {
            throw error("\(kind.elementDescription) name '\(content)' contains whitespace")
        }
        return content
    }

    static func path(_ content: String, kind: TagKind, error: (String) -> MustacheError) throws(MustacheError) -> ValuePath {
        let name = try plain(content, kind: kind, error: error)
        let path = parsePath(name)
        guard name == "." || !path.keys.contains(where: \.isEmpty) else {
            throw error("'\(name)' is not a valid name: dotted names need a key between dots")
        }
        return path
    }

    /// Partial, parent and closing tag names: plain, or `*` and a dotted name (dynamic).
    static func reference(_ content: String, kind: TagKind, error: (String) -> MustacheError) throws(MustacheError) -> String {
        guard content.hasPrefix("*") else { return try plain(content, kind: kind, error: error) }
        let dynamicName = String(content.dropFirst()).trimmingWhitespace
        return "*" + (try path(dynamicName, kind: kind, error: error)).text
    }

    static func parsePath(_ name: String) -> ValuePath {
        if name == "." { return ValuePath(text: name, keys: []) }
        return ValuePath(text: name, keys: name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }
}
