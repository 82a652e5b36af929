import InputText

/// A JSON value together with the position where it starts in its text.
///
/// Objects keep their members in source order, including duplicate keys: RFC 8259 leaves
/// duplicates to the application, and the catalog layer reports them with both positions.
/// Numbers keep their exact lexeme, so no precision is lost and huge exponents are not an error.
package struct JSONValue: Sendable {
    /// The kinds of JSON value.
    package enum Kind: Sendable {
        case object(JSONObject)
        case array([JSONValue])
        case string(String)
        /// A number, as written in the source (for example `-1.5e3`).
        case number(String)
        case bool(Bool)
        case null
    }

    /// What the value is.
    package var kind: Kind
    /// Where the value's first character is.
    package var location: SourceLocation

    /// Creates a value at a location.
    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The object, if this value is one.
    package var object: JSONObject? {
        if case .object(let object) = kind { return object }
        return nil
    }

    /// The string, if this value is one.
    package var string: String? {
        if case .string(let string) = kind { return string }
        return nil
    }

    /// The Boolean, if this value is one.
    package var bool: Bool? {
        if case .bool(let bool) = kind { return bool }
        return nil
    }

    /// The elements, if this value is an array.
    package var array: [JSONValue]? {
        if case .array(let array) = kind { return array }
        return nil
    }

    /// The value as an `Int`, if it is a number written as an integer that fits.
    ///
    /// `1.0` and `1e2` are not integers here: a catalog writes argument numbers as plain integers.
    package var integer: Int? {
        if case .number(let lexeme) = kind { return Int(lexeme) }
        return nil
    }

    /// A short name of the value's kind for diagnostics: "an object", "a string", ...
    package var kindDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }
}

/// A JSON object: its members in source order.
package struct JSONObject: Sendable {
    /// One `"key": value` pair of an object.
    package struct Member: Sendable {
        /// The decoded key.
        package var key: String
        /// Where the key's opening quote is.
        package var keyLocation: SourceLocation
        /// The member's value.
        package var value: JSONValue

        /// Creates a member.
        package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The members in the order they appear in the source, duplicates included.
    package var members: [Member]

    /// Creates an object from its members.
    package init(members: [Member]) {
        self.members = members
    }

    /// The first member with `key`, if any.
    package subscript(key: String) -> Member? {
        members.first { $0.key == key }
    }

    /// The members without repeated keys (the first of each key is kept), and each repeated
    /// member with where its key was first defined, in source order.
    @inlinable
    package func uniqueMembers() -> (members: [Member], duplicates: [(member: Member, first: SourceLocation)]) {
        let (unique, duplicates) = members.uniqueByKey()
        return (unique, duplicates.map { (member: $0.element, first: $0.first) })
    }
}

/// A member of an object, by its key: parsed (``JSONObject/Member``) or stepped over, to be
/// parsed later.
@usableFromInline
package protocol KeyedMember {
    var key: String { get }
    var keyLocation: SourceLocation { get }
}

extension JSONObject.Member: KeyedMember {}

extension Array where Element: KeyedMember {
    /// The members without repeated keys (the first of each key is kept), and each repeated
    /// member with where its key was first defined, in source order.
    @inlinable
    package func uniqueByKey() -> (unique: [Element], duplicates: [(element: Element, first: SourceLocation)]) {
        let repeated = repeatedKeys()
        return (dropping(repeated), repeated.map { (self[$0.index], $0.first) })
    }

    /// The members but those `repeated` (as ``repeatedKeys()`` gives them).
    @inlinable
    package func dropping(_ repeated: [(index: Int, first: SourceLocation)]) -> [Element] {
        guard !repeated.isEmpty else { return self }
        var unique: [Element] = []
        unique.reserveCapacity(count - repeated.count)
        var nextRepeated = 0
        for index in indices {
            if nextRepeated < repeated.count, repeated[nextRepeated].index == index {
                nextRepeated += 1
            } else {
                unique.append(self[index])
            }
        }
        return unique
    }

    /// The index of each member whose key an earlier member has, with where the key was first
    /// defined, in source order.
    @inlinable
    package func repeatedKeys() -> [(index: Int, first: SourceLocation)] {
        guard hasRepeatedKey(\.key) else { return [] }
        var firstLocation: [String: SourceLocation] = [:]
        firstLocation.reserveCapacity(count)
        var repeated: [(index: Int, first: SourceLocation)] = []
        for index in indices {
            if let first = firstLocation.updateValue(self[index].keyLocation, forKey: self[index].key) {
                // Keep the first location, not this one.
                firstLocation[self[index].key] = first
                repeated.append((index, first))
            }
        }
        return repeated
    }
}

// `@inlinable`, like the rest of these, so that the catalog reader gets them specialized for its
// own elements: called generically, the check of a localization's repeated languages doubled the
// time it took to read the largest corpus catalog.
extension Array {
    /// Whether two elements have the same `key`. Most objects are small: their keys are
    /// compared directly, and only a large one (a catalog's `strings`) is hashed.
    @inlinable
    package func hasRepeatedKey(_ key: (Element) -> String) -> Bool {
        guard count > 1 else { return false }
        if count <= 16 {
            return indices.dropFirst().contains { index in self[..<index].contains { key($0) == key(self[index]) } }
        }
        var seen = Set<String>(minimumCapacity: count)
        return contains { !seen.insert(key($0)).inserted }
    }
}
