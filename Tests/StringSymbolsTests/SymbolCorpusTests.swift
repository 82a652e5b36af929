import Testing
import StringCatalog
import TestSupport
@testable import StringSymbols

/// Every catalog of the real-world corpus translates into a symbol table.
///
/// Under `symbols: manual` (Xcode's own rule) every catalog translates without errors. Under
/// `symbols: all` some catalogs hold keys that Xcode's naming rule maps to one symbol, such as
/// `Delete` and `Delete…`: a real property of those catalogs (Xcode would fail the same way if
/// both keys were manual), so each such pair is listed here with its reason.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct SymbolCorpusTests {
    struct Collision: Hashable, CustomStringConvertible {
        var first: String
        var second: String
        var description: String { "'\(first)' ~ '\(second)'" }
    }

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

    func translate(_ corpus: CorpusCatalogs.Catalog, _ selection: SymbolSelection) -> Result<SymbolTranslation, SymbolTranslationError> {
        Result { () throws(SymbolTranslationError) -> SymbolTranslation in
            try SymbolTranslator(selection: selection).translate([CatalogFile(path: corpus.path, catalog: corpus.catalog)], moduleName: "CorpusModule")
        }
    }

    /// The key pairs of collision errors; any other error fails the test.
    func collisions(in error: SymbolTranslationError) -> Set<Collision> {
        var found: Set<Collision> = []
        for diagnostic in error.diagnostics where diagnostic.severity == .error {
            let parts = diagnostic.message.split(separator: "'", omittingEmptySubsequences: false)
            guard diagnostic.message.hasPrefix("the keys '"), parts.count >= 5, parts[2] == " and ",
                  parts[4].hasPrefix(" both give the symbol") else {
                Issue.record("an error that is not a collision: \(diagnostic)")
                continue
            }
            found.insert(Collision(first: String(parts[1]), second: String(parts[3])))
        }
        return found
    }

    @Test(arguments: CorpusCatalogs.fileNames)
    func manualSelectionTranslatesWithoutErrors(file: String) throws {
        let corpus = try CorpusCatalogs.read(file)
        if case .failure(let error) = translate(corpus, .manual) {
            Issue.record("\(error)")
        }
    }

    @Test(arguments: CorpusCatalogs.fileNames)
    func allSelectionFailsOnlyOnListedCollisions(file: String) throws {
        let corpus = try CorpusCatalogs.read(file)
        let expected = Set((Self.expectedCollisions[file] ?? []).map { Collision(first: $0.first, second: $0.second) })
        switch translate(corpus, .all) {
        case .success(let translation):
            #expect(expected.isEmpty, "expected collisions \(expected) did not happen")
            #expect(!translation.tables.isEmpty)
        case .failure(let error):
            #expect(collisions(in: error) == expected)
        }
    }

    @Test func everyListedCatalogExists() {
        let files = Set(CorpusCatalogs.fileNames)
        #expect(Set(Self.expectedCollisions.keys).isSubset(of: files))
    }

    /// No key is skipped silently: every selected key has a symbol or a warning saying why not.
    @Test(arguments: CorpusCatalogs.fileNames)
    func everySelectedKeyHasASymbolOrAWarning(file: String) throws {
        let corpus = try CorpusCatalogs.read(file)
        let selection: SymbolSelection = Self.expectedCollisions[file] == nil ? .all : .manual
        guard case .success(let translation) = translate(corpus, selection) else {
            Issue.record("\(file) does not translate with symbols: \(selection)")
            return
        }
        let selected = corpus.catalog.entries.filter(selection.includes).count
        let skipped = translation.warnings.filter { $0.message.hasPrefix("the key '") || $0.message.contains("has no symbol (use") }.count
        let symbols = translation.tables.reduce(0) { $0 + $1.symbols.count }
        #expect(symbols + skipped == selected)
        print("\(file) (\(selection)): \(symbols) symbols, \(skipped) keys skipped with a warning")
    }
}
