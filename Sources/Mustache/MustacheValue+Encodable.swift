extension MustacheValue {
    /// Builds a value from any `Encodable` model, the way `JSONEncoder` would shape it as JSON:
    /// structs and dictionaries with `String` keys become `.dictionary`, arrays `.array`,
    /// integers `.int`, floating-point numbers `.double`.
    ///
    /// Optional properties that are nil become `.null` instead of being left out, so that a
    /// template looking them up stops there rather than finding a same-named key further up the
    /// context stack.
    public init(encoding value: some Encodable) throws {
        let slot = Slot()
        try slot.store(value, codingPath: [])
        self = slot.value
    }
}

/// One value under construction; containers fill it in place, as `Encoder` requires.
private final class Slot {
    private enum Content {
        case value(MustacheValue)
        case keyed([String: Slot])
        case unkeyed([Slot])
    }

    private var content = Content.keyed([:])

    var value: MustacheValue {
        switch content {
        case .value(let value): value
        case .keyed(let entries): .dictionary(entries.mapValues(\.value))
        case .unkeyed(let elements): .array(elements.map(\.value))
        }
    }

    func set(_ value: MustacheValue) {
        content = .value(value)
    }

    func store(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        if let primitive = Self.primitive(value) {
            content = .value(primitive)
        } else {
            try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
        }
    }

    func child(forKey key: String) -> Slot {
        guard case .keyed(var entries) = content else {
            let child = Slot()
            content = .keyed([key: child])
            return child
        }
        if let existing = entries[key] { return existing }
        content = .value(.null)  // drops the second reference, so the insertion does not copy
        let child = Slot()
        entries[key] = child
        content = .keyed(entries)
        return child
    }

    func appendChild() -> Slot {
        let child = Slot()
        guard case .unkeyed(var elements) = content else {
            content = .unkeyed([child])
            return child
        }
        content = .value(.null)  // drops the second reference, so appending does not copy
        elements.append(child)
        content = .unkeyed(elements)
        return child
    }

    var count: Int {
        if case .unkeyed(let elements) = content { elements.count } else { 0 }
    }

    func makeKeyed() {
        if case .keyed = content { return }
        content = .keyed([:])
    }

    func makeUnkeyed() {
        if case .unkeyed = content { return }
        content = .unkeyed([])
    }

    /// Numbers, strings and booleans are stored directly, since their own `encode(to:)` would
    /// call back into a single-value container.
    private static func primitive(_ value: Any) -> MustacheValue? {
        switch value {
        case let value as String: .string(value)
        case let value as Bool: .bool(value)
        case let value as Int: .int(value)
        case let value as Double: .double(value)
        case let value as Float: .double(Double(value))
        case let value as Int8: .int(Int(value))
        case let value as Int16: .int(Int(value))
        case let value as Int32: .int(Int(value))
        case let value as Int64: .int(Int(value))
        case let value as UInt8: .int(Int(value))
        case let value as UInt16: .int(Int(value))
        case let value as UInt32: .int(Int(value))
        case let value as UInt: Int(exactly: value).map { .int($0) } ?? .double(Double(value))
        case let value as UInt64: Int(exactly: value).map { .int($0) } ?? .double(Double(value))
        default: nil
        }
    }
}

private struct SlotEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeKeyed()
        return KeyedEncodingContainer(KeyedSlotContainer(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeUnkeyed()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlotContainer(slot: slot, codingPath: codingPath)
    }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.child(forKey: key.stringValue).set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try slot.child(forKey: key.stringValue).store(value, codingPath: codingPath + [key])
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    // Each standard type has its own `encodeIfPresent` requirement; without these, synthesized
    // conformances would skip nil optionals of these types instead of storing `.null`.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }

    private mutating func encodeOptional(_ value: (some Encodable)?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = slot.child(forKey: key.stringValue)
        child.makeKeyed()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = slot.child(forKey: key.stringValue)
        child.makeUnkeyed()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    mutating func encodeNil() throws {
        slot.appendChild().set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.appendChild().store(value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = slot.appendChild()
        child.makeKeyed()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = slot.appendChild()
        child.makeUnkeyed()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.appendChild(), codingPath: codingPath)
    }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        slot.set(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try slot.store(value, codingPath: codingPath)
    }
}
