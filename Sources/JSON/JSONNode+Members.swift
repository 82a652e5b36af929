extension JSONNode {
    /// The members of an object; `nil` for any other value.
    package var members: [Member]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The text of a string; `nil` for any other value.
    package var stringValue: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// The value of an integer, or of a number written as one; `nil` for any other value.
    package var integerValue: Int? {
        switch self {
        case .integer(let integer): integer
        case .number(let lexeme): Int(lexeme)
        default: nil
        }
    }

    /// The member `key` of an object: `nil` when there is none or this is not an object. Setting
    /// replaces the member where it is, or appends it; setting `nil` removes it.
    package subscript(key: String) -> JSONNode? {
        get {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = self else { return }
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key, value))
            case (nil, nil): return
            }
            self = .object(members)
        }
    }
}
