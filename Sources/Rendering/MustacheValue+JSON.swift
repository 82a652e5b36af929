import JSON
import Mustache

extension MustacheValue {
    /// The value as JSON (what `string-symbols context` prints): keys sorted by their bytes, so
    /// that equal values print the same bytes.
    package var jsonNode: JSONNode {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .integer(value)
        case .double(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(\.jsonNode))
        case .list(let list): .array(list.elements.map(\.jsonNode))
        case .object(let object): MustacheValue.dictionary(object.dictionary).jsonNode
        case .dictionary(let entries): .object(entries.map { JSONNode.Member($0.key, $0.value.jsonNode) })
        }
    }

    /// ``jsonNode`` as pretty-printed text.
    package func jsonText() -> String {
        JSONWriter(keyOrder: .bytes, keySeparator: ": ").text(jsonNode)
    }
}
