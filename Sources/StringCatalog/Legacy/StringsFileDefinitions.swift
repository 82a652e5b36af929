/// The entries of a strings file as they are read, with the keys defined more than once.
///
/// A repeated key's earlier definition is only marked as replaced, and the entries are
/// gathered once at the end, so that many repeats cost no more than many keys.
struct StringsFileDefinitions {
    /// A key defined more than once.
    struct RepeatedKey {
        var key: String
        var count: Int
        /// Where the key is defined for the second time.
        var secondDefinition: SourceLocation
    }

    private var definitions: [StringsFileEntry] = []
    private var isReplaced: [Bool] = []
    private var lastDefinition: [String: Int] = [:]
    /// The repeated keys in the order of their second definitions, and where each is in that list.
    private(set) var repeatedKeys: [RepeatedKey] = []
    private var repeatedKeyIndex: [String: Int] = [:]

    mutating func add(_ entry: StringsFileEntry) {
        if let earlier = lastDefinition.updateValue(definitions.count, forKey: entry.key) {
            isReplaced[earlier] = true
            if let repeated = repeatedKeyIndex[entry.key] {
                repeatedKeys[repeated].count += 1
            } else {
                repeatedKeyIndex[entry.key] = repeatedKeys.count
                repeatedKeys.append(RepeatedKey(key: entry.key, count: 2, secondDefinition: entry.keyLocation))
            }
        }
        definitions.append(entry)
        isReplaced.append(false)
    }

    /// Each key's last definition, in file order.
    var entries: [StringsFileEntry] {
        if repeatedKeys.isEmpty { return definitions }
        return zip(definitions, isReplaced).compactMap { entry, isReplaced in isReplaced ? nil : entry }
    }

    /// The one warning about repeated keys: at the first repeat, naming the first few keys.
    func warnings(path: String) -> [Diagnostic] {
        guard let first = repeatedKeys.first else { return [] }
        let named = repeatedKeys.prefix(Self.namedKeyCount).map { "'\(Self.shortened($0.key))' (\($0.count) times)" }
        let more = repeatedKeys.count > Self.namedKeyCount ? ", …" : ""
        let subject = repeatedKeys.count == 1 ? "1 key is" : "\(repeatedKeys.count) keys are"
        let message = "\(subject) defined more than once, the last definition wins: \(named.joined(separator: ", "))\(more)"
        return [Diagnostic(.warning, message, path: path, at: first.secondDefinition)]
    }

    static let namedKeyCount = 3
    static let longestNamedKey = 40

    /// A key as the warning names it: keys that are whole sentences are cut short.
    static func shortened(_ key: String) -> String {
        key.count <= longestNamedKey ? key : key.prefix(longestNamedKey - 1) + "…"
    }
}
