import InputText


/// A JSON value to write: what ``JSONWriter`` turns into text. Objects keep their members in
/// the order given; the writer sorts them when asked.
package enum JSONNode: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number written as its text (`2.5`, `1e-07`), which must be a JSON number.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([Member])

    /// One member of an object.
    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONNode

        package init(_ key: String, _ value: JSONNode) {
            self.key = key
            self.value = value
        }
    }

    /// An object of `members`, in this order.
    package static func object(_ members: KeyValuePairs<String, JSONNode>) -> JSONNode {
        .object(members.map { Member($0.key, $0.value) })
    }

    /// A parsed value as a node, its members as written.
    package init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let lexeme): self = .number(lexeme)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map(JSONNode.init))
        case .object(let object): self = .object(object.members.map { Member($0.key, JSONNode($0.value)) })
        }
    }

    /// The node with the members of each of its objects ordered by their keys' UTF-8 bytes: what
    /// two documents that differ only in their members' order have alike.
    package var canonical: JSONNode {
        switch self {
        case .array(let elements): .array(elements.map(\.canonical))
        case .object(let members):
            .object(members.map { Member($0.key, $0.value.canonical) }.sortedOutOfLine { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
        default: self
        }
    }

    /// A `Double` as JSON has it: finite numbers as Swift writes them, others as null.
    package static func number(_ value: Double) -> JSONNode {
        value.isFinite ? .number(String(value)) : .null
    }
}
