import Testing
import TestSupport
@testable import Symbols
@testable import TableModel

/// Every catalog of the real-world corpus translates into a symbol table, under either selection.
///
/// Under `symbols: all` some catalogs hold keys that Xcode's naming rule maps to one symbol, such
/// as `Delete` and `Delete…`: a real property of those catalogs (Xcode would fail if both keys
/// were manual). None of them is manual, so those keys get no symbol, with a warning; each such
/// pair is listed here with its reason.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct SymbolCorpusTests {
    static let letterCase = "the keys differ only in letter case"
    static let punctuation = "the keys differ only in punctuation or spacing, which the name rule drops"
    static let placement = "the keys differ only in quotes, markup or where the placeholder stands"
    static let symbols = "the keys differ only in symbols (#, +), which the name rule drops"

    /// The collisions under `symbols: all`, by catalog file, each with its reason.
    static let expectedCollisions: [String: [(first: String, second: String, reason: String)]] = [
        "ComeEdo__Voci-di-Corridoio__Localizable.xcstrings": [
            ("Errore Sconosciuto", "Errore sconosciuto.", letterCase + "; and a full stop"),
            ("Timetable", "timetable", letterCase),
        ],
        "Ranchero-Software__NetNewsWire__Shared__Localizable.xcstrings": [
            ("%d unread", "%i Unread", letterCase + "; %d and %i are both Int32"),
            ("Are you sure you want to delete the feed “%@”?", "Are you sure you want to delete the feed ”%@”?", placement),
            ("Are you sure you want to delete the feed “%@”?", "Are you sure you want to delete the “%@” feed?", placement),
            ("Clean Up", "Clean Up…", punctuation),
            ("Find Out More", "Find out more", letterCase),
            ("Finding feed", "Finding feed…", punctuation),
            ("Local accounts do not sync your feeds across devices", "Local accounts do not sync your feeds across devices.", punctuation),
            ("Mark As Read", "Mark as Read", letterCase),
            ("Name", "Name:", punctuation),
            ("New Feed", "New Feed…", punctuation),
            ("New Folder", "New Folder…", punctuation),
            ("Open In Browser", "Open in Browser", letterCase),
            ("Search", "Search: ", punctuation),
            ("Share", "Share…", punctuation),
            ("Unread", "unread", letterCase),
        ],
        "coteditor__CotEditor__CotEditor__Localizables__Document Window__Document.xcstrings": [
            ("Close Split Editor", "Close split editor", letterCase),
            ("Saved Scopes", "Saved scopes:", letterCase + "; and a colon"),
            ("Split Editor", "Split editor", letterCase),
        ],
        "coteditor__CotEditor__CotEditor__Localizables__InfoPlist.xcstrings": [
            ("C header", "C++ header", symbols),
            ("C source", "C# source", symbols),
            ("C source", "C++ source", symbols),
        ],
        "duckduckgo__apple-browsers__macOS__DuckDuckGo__Localizable.xcstrings": [
            ("%lld tracking attempts blocked", "**%lld** tracking attempts blocked", placement),
            ("Bookmark import failed.", "Bookmark import failed:", punctuation),
            ("Bookmarks:", "bookmarks", letterCase + "; and a colon"),
            ("Duplicates Skipped:", "Duplicates Skipped: ", punctuation),
            ("Password import failed.", "Password import failed: ", punctuation),
            ("Reload Page", "reload.page", letterCase + "; and a dot"),
            ("Settings…", "settings", letterCase + "; and an ellipsis"),
        ],
        "linearmouse__linearmouse__LinearMouse__Localizable.xcstrings": [
            ("Delete", "Delete…", punctuation),
            ("Long press", "Long press:", punctuation),
            ("Scroll down", "Scroll down…", punctuation),
            ("Scroll left", "Scroll left…", punctuation),
            ("Scroll right", "Scroll right…", punctuation),
            ("Scroll up", "Scroll up…", punctuation),
            ("Short press", "Short press:", punctuation),
            ("Show Desktop", "Show desktop", letterCase),
            ("Swipe down", "Swipe down:", punctuation),
            ("Swipe left", "Swipe left:", punctuation),
            ("Swipe right", "Swipe right:", punctuation),
            ("Swipe up", "Swipe up:", punctuation),
        ],
    ]

    func translate(_ corpus: CorpusCatalogs.Catalog, _ selection: SymbolSelection) throws -> SymbolTranslation {
        try SymbolTranslator(selection: selection).translate([LoadedTable(path: corpus.path, catalog: corpus.catalog)], moduleName: "CorpusModule")
    }

    @Test(arguments: CorpusCatalogs.fileNames)
    func manualSelectionTranslatesWithoutErrors(file: String) throws {
        _ = try translate(try CorpusCatalogs.read(file), .manual)
    }

    /// Under `symbols: all` the clashing keys, none of them manual, get no symbol: exactly the
    /// listed pairs, grouped (pairs that share a key are one group).
    @Test(arguments: CorpusCatalogs.fileNames)
    func allSelectionDropsExactlyTheListedCollisions(file: String) throws {
        let translation = try translate(try CorpusCatalogs.read(file), .all)
        let dropped = Set(translation.omissions.filter { $0.reason == .clash }.map { Set($0.keys + ($0.keptKey.map { [$0] } ?? [])) })
        #expect(dropped == Self.groups(of: Self.expectedCollisions[file] ?? []))
        #expect(translation.omissions.filter { $0.reason == .clash }.allSatisfy { $0.keptKey == nil }, "no corpus key in a clash is manual")
    }

    /// The connected groups of `pairs`.
    static func groups(of pairs: [(first: String, second: String, reason: String)]) -> Set<Set<String>> {
        var groups: [Set<String>] = []
        for pair in pairs {
            let joined = groups.filter { $0.contains(pair.first) || $0.contains(pair.second) }
            groups.removeAll { $0.contains(pair.first) || $0.contains(pair.second) }
            groups.append(joined.reduce(Set([pair.first, pair.second])) { $0.union($1) })
        }
        return Set(groups)
    }

    @Test func everyListedCatalogExists() {
        let files = Set(CorpusCatalogs.fileNames)
        #expect(Set(Self.expectedCollisions.keys).isSubset(of: files))
    }

    /// No key is skipped silently: every selected key has a symbol or an omission saying why not,
    /// under either selection.
    @Test(arguments: CorpusCatalogs.fileNames)
    func everySelectedKeyHasASymbolOrAnOmission(file: String) throws {
        let corpus = try CorpusCatalogs.read(file)
        for selection in SymbolSelection.allCases {
            let translation = try translate(corpus, selection)
            let selected = Set(corpus.catalog.entries.filter(selection.includes).map(\.key))
            let symbols = translation.tables.flatMap(\.symbols).map(\.key)
            let omitted = translation.omissions.flatMap(\.keys)
            #expect(symbols.count + omitted.count == selected.count)
            #expect(Set(symbols).union(omitted) == selected)
        }
    }
}
