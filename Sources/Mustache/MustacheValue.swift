/// A value that a template is rendered against: the typed counterpart of the JSON-like data the
/// Mustache spec describes.
///
/// Section semantics follow the spec: `.null`, `.bool(false)` and an empty `.array` or `.list`
/// are falsey; everything else, including the empty string and the number zero, is truthy. A
/// truthy `.array` or `.list` renders its section once per element; any other truthy value renders it once, with
/// the value pushed on the context stack.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MustacheValue])
    /// Elements made when a template reaches them (see ``MustacheList``); templates cannot tell
    /// it from an array.
    case list(MustacheList)
    case dictionary([String: MustacheValue])
    /// Named values like a dictionary's, kept in order and found without hashing (see
    /// ``MustacheObject``); templates cannot tell the two apart.
    case object(MustacheObject)

    /// Whether a section tag treats this value as false (`null`, `false` or an empty array).
    public var isFalsey: Bool {
        switch self {
        case .null, .bool(false): true
        case .array(let elements): elements.isEmpty
        case .list(let list): list.count == 0
        default: false
        }
    }

    /// The value stored under `key` when this is a dictionary or an object; otherwise `nil`.
    public subscript(key: String) -> MustacheValue? {
        switch self {
        case .dictionary(let entries): entries[key]
        case .object(let object): object[key]
        default: nil
        }
    }
}
