/// How deep in a catalog an object is, for what its members are: the merge's units, and the
/// languages a reader keeps.
enum CatalogLevel {
    /// The catalog: `strings` holds entries, every other member is a unit.
    case root
    /// `strings`: each member an entry.
    case strings
    /// An entry: `localizations` holds languages, every other member is a unit.
    case entry
    /// `localizations`: each member a language.
    case languages

    /// The level of the member `key` of an object at this level; `nil` below these levels.
    func member(_ key: String) -> CatalogLevel? {
        switch self {
        case .root: key == "strings" ? .strings : nil
        case .strings: .entry
        case .entry: key == "localizations" ? .languages : nil
        case .languages: nil
        }
    }
}
