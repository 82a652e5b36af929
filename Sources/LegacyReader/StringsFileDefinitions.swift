import InputText

/// The entries of a strings file as they are read, with the keys defined more than once.
///
/// A repeated key's earlier definition is only marked as replaced, and the entries are
/// gathered once at the end, so that many repeats cost no more than many keys.
struct StringsFileDefinitions {
    private var definitions: [StringsFileEntry] = []
    private var isReplaced: [Bool] = []
    private var lastDefinition: [String: Int] = [:]
    /// The keys defined more than once.
    private(set) var repeatedKeys = RepeatedKeys()

    mutating func add(_ entry: StringsFileEntry) {
        if let earlier = lastDefinition.updateValue(definitions.count, forKey: entry.key) {
            isReplaced[earlier] = true
            repeatedKeys.noteRepeat(of: entry.key, at: entry.keyLocation)
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
        repeatedKeys.warnings(path: path)
    }
}
