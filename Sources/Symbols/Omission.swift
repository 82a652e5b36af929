import InputText
import TableModel

/// Selected keys that get no symbol, and why: what the warnings about skipped keys are made of.
///
/// Keys that are not `manual` were mostly extracted from code by Xcode, not chosen as symbols;
/// their omissions are summarised, one warning per catalog and reason, unless every omission is
/// asked for (``WarningDetail/everyKey``). A manual key's omission is always reported on its own.
package struct Omission: Sendable {
    /// Why the keys have no symbol.
    package enum Reason: String, Hashable, Sendable, CaseIterable {
        /// The key gives no symbol name (`""`, `"%@"`).
        case noName
        /// The value is a string set.
        case stringSet
        /// The value uses what no generated accessor can pass (a C pointer, `%n`, a long double,
        /// a substitution inside a substitution).
        case unsupportedArgument
        /// The value gives no consistent arguments (an argument of two types, a gap in the
        /// numbering, an unknown substitution); an error for a manual key.
        case unusableValue
        /// Keys that are not manual give one symbol, with each other or with a manual key that
        /// keeps it.
        case clash
        /// The symbol would take the name of a table's or the module's namespace, or of a
        /// declaration the generated code uses.
        case takenName
        /// In SwiftGen's form, another key of the level already makes the declaration (the same
        /// name and argument types) and keeps it.
        case declaredByAnother
    }

    /// Why.
    package var reason: Reason
    /// The table of the keys.
    package var tableName = ""
    /// The keys that have no symbol: one, or those of a clash group.
    package var keys: [String]
    /// For a clash, the manual key that keeps the symbol, if there is one.
    package var keptKey: String?
    /// Whether the omission concerns a `manual` key, which is always reported on its own.
    package var concernsManualKey: Bool
    /// Whether its keys can decline their symbols (``StringTable/Storage/holdsSymbolChoices``),
    /// which the warnings then suggest.
    package var declinable: Bool
    /// The warnings that explain it in full; the first one says where.
    package var diagnostics: [Diagnostic]

    /// Creates an omission.
    package init(tableName: String = "", reason: Reason, keys: [String], keptKey: String? = nil, concernsManualKey: Bool, declinable: Bool, diagnostics: [Diagnostic]) {
        self.tableName = tableName
        self.reason = reason
        self.keys = keys
        self.keptKey = keptKey
        self.concernsManualKey = concernsManualKey
        self.declinable = declinable
        self.diagnostics = diagnostics
    }

    /// Why `key`, one of ``keys``, has no symbol, in a few words: what `usage` says of a lookup
    /// of it (`generate`'s warnings say it in full).
    package func whyNoSymbol(forKey key: String) -> String {
        switch reason {
        case .noName: "the key gives no symbol name"
        case .stringSet: "its value is a string set"
        case .unsupportedArgument: "its source text holds a '%' that starts no valid format specifier, or takes an argument no accessor can pass"
        case .unusableValue: "its source text gives no consistent arguments"
        case .clash:
            if let keptKey {
                "it gives the symbol of the manual key '\(keptKey)'"
            } else {
                "it gives the symbol of " + Self.quoted(keys.filter { $0 != key }) + " too"
            }
        case .takenName: "its symbol would take the name of a namespace or of a declaration of the generated code"
        case .declaredByAnother: "another key declares the same accessor"
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 2 more`.
    private static func quoted(_ keys: [String]) -> String {
        let shown = keys.prefix(2).map { "'\($0)'" }
        switch keys.count {
        case ...2: return shown.joined(separator: " and ")
        default: return shown.joined(separator: ", ") + " and \(keys.count - 2) more"
        }
    }

    /// The end of a warning's advice: `, or set "generatesSymbol" to false on <keys>` where the
    /// keys can decline their symbols, else nothing.
    package static func orDecline(on keys: String, _ declinable: Bool) -> String {
        declinable ? ", or set \"generatesSymbol\" to false on \(keys)" : ""
    }
}

/// How warnings about keys without a symbol are reported.
public enum WarningDetail: String, Hashable, Sendable, CaseIterable {
    /// One warning per catalog and reason for keys that are not manual, with the count and the
    /// first few keys; one per key for manual keys. The default.
    case summary
    /// One warning per key (per group of clashing keys), for every key.
    case everyKey
}
