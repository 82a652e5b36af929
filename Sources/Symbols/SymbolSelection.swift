import TableModel

/// Which keys of a catalog get a symbol.
public enum SymbolSelection: String, Hashable, Sendable, CaseIterable {
    /// Every key that is not `stale` and does not carry `generatesSymbol: false`: a resources
    /// package wants all of its strings reachable from other modules. The default.
    case all
    /// Exactly Xcode 26's rule: keys with `extractionState: manual` that do not carry
    /// `generatesSymbol: false`.
    case manual

    /// Whether `entry` gets a symbol under this selection (never a key that only the
    /// translations of a legacy table have).
    public func includes(_ entry: CatalogEntry) -> Bool {
        guard entry.generatesSymbol != false, !entry.isOnlyInTranslations else { return false }
        switch self {
        case .all: return entry.extractionState != .stale
        case .manual: return entry.extractionState == .manual
        }
    }
}

