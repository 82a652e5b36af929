import InputText

/// The keys a strings file defines more than once, in the order of their second definitions,
/// and the one warning that names them.
///
/// Both places that find repeats report through it: ``StringsFileParser/parse(_:path:readsComments:)``
/// and the legacy table reader, which finds them as it gathers a table's texts by key.
struct RepeatedKeys {
    /// A key defined more than once.
    struct RepeatedKey {
        var key: String
        var count: Int
        /// Where the key is defined for the second time.
        var secondDefinition: SourceLocation
    }

    private(set) var keys: [RepeatedKey] = []
    private var positions: [String: Int] = [:]

    var isEmpty: Bool { keys.isEmpty }

    /// Notes one more definition of `key`, which was defined before, at `location`.
    mutating func noteRepeat(of key: String, at location: SourceLocation) {
        if let position = positions[key] {
            keys[position].count += 1
        } else {
            positions[key] = keys.count
            keys.append(RepeatedKey(key: key, count: 2, secondDefinition: location))
        }
    }

    /// Moves every location `delta` lines.
    mutating func shiftLines(by delta: Int) {
        for position in keys.indices {
            keys[position].secondDefinition = SourceLocation(line: keys[position].secondDefinition.line + delta, column: keys[position].secondDefinition.column)
        }
    }

    /// The one warning about repeated keys: at the first repeat, naming the first few keys.
    func warnings(path: String) -> [Diagnostic] {
        guard let first = keys.first else { return [] }
        let named = keys.prefix(Self.namedKeyCount).map { "'\(Self.shortened($0.key))' (\($0.count) times)" }
        let more = keys.count > Self.namedKeyCount ? ", …" : ""
        let subject = keys.count == 1 ? "1 key is" : "\(keys.count) keys are"
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
