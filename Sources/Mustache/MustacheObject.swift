/// Named values in the order they were added, found by comparing names rather than by hashing
/// them: cheaper than a `[String: MustacheValue]` to build and to read for the small records
/// (a dozen fields) that generated code is rendered from, of which a large input has tens of
/// thousands. Two objects are equal when they hold the same names with equal values, in any
/// order, as two dictionaries are.
public struct MustacheObject: Sendable, Hashable {
    /// The names, in the order they were added; each appears once.
    public private(set) var names: [String] = []
    /// The values, in the order of `names`.
    public private(set) var values: [MustacheValue] = []

    /// An empty object with room for `capacity` values.
    public init(minimumCapacity capacity: Int = 0) {
        names.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// An object of `values` named by `names`, which must be distinct and as many as the values.
    ///
    /// Records of one shape can share one array of names: a context of tens of thousands of
    /// records then holds their names once.
    public init(names: [String], values: [MustacheValue]) {
        precondition(names.count == values.count, "\(names.count) names for \(values.count) values")
        assert(Set(names).count == names.count, "the names of an object must be distinct")
        self.names = names
        self.values = values
    }

    /// The value named `name`, if there is one.
    public subscript(name: String) -> MustacheValue? {
        // Names of one object mostly differ in length, which is cheaper to compare than text.
        let length = name.utf8.count
        guard let index = names.firstIndex(where: { $0.utf8.count == length && $0 == name }) else { return nil }
        return values[index]
    }

    /// Sets the value named `name`, replacing an earlier one of that name.
    public mutating func set(_ name: String, _ value: MustacheValue) {
        if let index = names.firstIndex(of: name) {
            values[index] = value
        } else {
            names.append(name)
            values.append(value)
        }
    }

    /// Adds a value named `name`, which the object must not hold yet: a record built field by
    /// field, without the search ``set(_:_:)`` makes.
    public mutating func append(_ name: String, _ value: MustacheValue) {
        assert(!names.contains(name), "\(name) is in the object already")
        names.append(name)
        values.append(value)
    }

    /// The values by name.
    public var dictionary: [String: MustacheValue] {
        Dictionary(zip(names, values), uniquingKeysWith: { _, last in last })
    }

    public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        lhs.dictionary == rhs.dictionary
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }
}
