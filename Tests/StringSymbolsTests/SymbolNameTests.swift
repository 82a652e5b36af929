import Testing
import TestSupport
@testable import Symbols

@Suite struct SymbolNameTests {
    /// Key → member name. The first block is DESIGN.md's table and real Xcode output; the rest
    /// follow from the rule.
    static let keyCases: [(key: String, name: String)] = [
        // DESIGN.md "Symbol names" table
        ("action.copy_link", "actionCopyLink"),
        ("settings.notifications.toggle", "settingsNotificationsToggle"),
        ("action.select_up_to_20", "actionSelectUpTo20"),
        ("permission.expiry.1month", "permissionExpiry1Month"),
        ("use CKAsset data", "useCkassetData"),
        ("Retro Green CRT", "retroGreenCrt"),
        ("F_A_Description", "fADescription"),
        ("2023_TRIP_DESCRIPTION", "_2023TripDescription"),
        ("stats.access_count %lld", "statsAccessCount"),
        ("Evaluate JavaScript with ${content}", "evaluateJavaScriptWith$Content"),
        ("black-and-white", "blackAndWhite"),
        // Real Xcode output and the rule's own examples
        ("LENÇÓIS_MARANHENSES", "lençóisMaranhenses"),
        ("Snap’s", "snaps"),
        ("CFBundleDisplayName", "cfbundleDisplayName"),
        ("CRT", "crt"),
        ("MiB", "miB"),
        ("Size in MiB", "sizeInMiB"),
        // Format specifiers are removed, not turned into separators
        ("%lld landmarks", "landmarks"),
        ("Hello, %@!", "hello"),
        ("%@ of %@", "of"),
        ("%1$@ of %2$@", "of"),
        ("Downloading: %d%% complete", "downloadingComplete"),
        ("%(count)lld items", "items"),
        ("%1$(name)@ says hi", "saysHi"),
        ("Items: %5.2f total", "itemsTotal"),
        ("file%@name", "filename"),
        ("%.1f pixel(s)", "pixelS"),
        ("100%% done", "_100Done"),
        ("100%", "_100"),
        ("Step %1$d of %2$d: %3$@", "stepOf"),
        // Apostrophes vanish without splitting
        ("Don't save", "dontSave"),
        ("don’t", "dont"),
        ("It's %lld o'clock", "itsOclock"),
        ("a'b", "ab"),
        // Case handling
        ("Room Available", "roomAvailable"),
        ("roomAvailable", "roomAvailable"),
        ("URL", "url"),
        ("URLSession", "urlsession"),
        ("HTTPServer error", "httpserverError"),
        ("iPhone", "iPhone"),
        ("iPhone Settings", "iPhoneSettings"),
        ("WELCOME", "welcome"),
        ("ALL_CAPS_KEY", "allCapsKey"),
        ("camelCase", "camelCase"),
        ("PascalCase", "pascalCase"),
        ("ÉCOLE", "école"),
        ("Ελληνικά", "ελληνικά"),
        ("ΑΒΓ test", "αβγTest"),
        ("Grüße Straße", "grüßeStraße"),
        ("İstanbul", "i\u{307}stanbul"),
        // Separators
        ("hello world", "helloWorld"),
        ("hello   world", "helloWorld"),
        ("  leading space", "leadingSpace"),
        ("trailing.", "trailing"),
        ("snake_case_key", "snakeCaseKey"),
        ("kebab-case-key", "kebabCaseKey"),
        ("dot.separated.key", "dotSeparatedKey"),
        ("key with\nnewline", "keyWithNewline"),
        ("tab\tseparated", "tabSeparated"),
        ("Hello 👋 World", "helloWorld"),
        ("📱 Phone", "phone"),
        ("Price: $%@", "price$"),
        // Digits
        ("1month", "_1Month"),
        ("10x", "_10X"),
        ("x10", "x10"),
        ("version2", "version2"),
        ("v2.0", "v20"),
        ("2.0", "_20"),
        ("3D Touch", "_3DTouch"),
        ("2FA", "_2Fa"),
        ("step 1: intro", "step1Intro"),
        ("x²", "x²"),
        ("Press 1️⃣ now", "press1️⃣Now"),
        // Other scripts and marks
        ("Café", "café"),
        ("nai\u{308}ve cafe\u{301}", "nai\u{308}veCafe\u{301}"),
        ("日本語", "日本語"),
        ("日本語 テキスト", "日本語テキスト"),
        // Names that start badly get `_`
        ("$%@", "_$"),
        ("$price", "_$price"),
        ("\u{301}abc", "_\u{301}abc"),
        // Keywords keep their spelling (escaping is separate)
        ("default", "default"),
        ("Default", "default"),
        ("class", "class"),
        ("SELF", "self"),
        ("init", "init"),
        ("%#@files@ in %#@folders@", "in"),
        // Specifiers Foundation reads in literal-looking text are removed too
        ("50%-ig", "_50G"),
        ("100% sure", "_100Ure"),
    ]

    @Test(arguments: keyCases)
    func memberName(key: String, name: String) {
        #expect(SymbolName(key: key)?.identifier == name)
    }

    @Test(arguments: ["", "%lld", "%@ %@", "%1$@", "%%", "!!!", "’", "___", "%lld%", "%#@x@", " \t\n"])
    func emptyKeyHasNoName(key: String) {
        #expect(SymbolName(key: key) == nil)
    }

    static let tableCases: [(table: String, name: String)] = [
        ("Localizable", "Localizable"),
        ("Booking", "Booking"),
        ("Document Window", "DocumentWindow"),
        ("2fa", "_2Fa"),
        ("InfoPlist", "InfoPlist"),
        ("AppShortcuts", "AppShortcuts"),
        ("AccountStatsWindow", "AccountStatsWindow"),
        ("UIStrings", "Uistrings"),
        ("my-table", "MyTable"),
        ("my_table.v2", "MyTableV2"),
        ("ÉCRAN", "Écran"),
        ("日本語", "日本語"),
        ("default", "Default"),
        ("self", "Self"),
        ("type", "Type"),
        ("$", "_$"),
        ("’s", "S"),
    ]

    @Test(arguments: tableCases)
    func typeName(table: String, name: String) {
        #expect(SymbolName(tableName: table)?.identifier == name)
    }

    @Test(arguments: ["", "%@", "---", "''"])
    func emptyTableHasNoName(table: String) {
        #expect(SymbolName(tableName: table) == nil)
    }

    @Test func escaping() {
        #expect(SymbolName(key: "default")?.declaration == "`default`")
        #expect(SymbolName(key: "default")?.memberReference == "default")
        #expect(SymbolName(key: "init")?.declaration == "`init`")
        #expect(SymbolName(key: "init")?.memberReference == "`init`")
        #expect(SymbolName(key: "self")?.memberReference == "`self`")
        #expect(SymbolName(key: "get")?.declaration == "get")
        #expect(SymbolName(key: "room")?.declaration == "room")
        #expect(SymbolName(tableName: "type")?.declaration == "`Type`")
        #expect(SymbolName(tableName: "type")?.memberReference == "Type")
        #expect(SymbolName(tableName: "self")?.declaration == "`Self`")
        #expect(SymbolName(key: "%#@a@ in %#@b@")?.description == "in")
    }

    @Test func wordsSplitBeforeNonDigitAfterDigit() {
        func words(_ key: String) -> [Substring] { SymbolName.unicodeWords(in: SymbolName.textOfWords(key)) }
        #expect(words("permission.expiry.1month") == ["permission", "expiry", "1", "month"])
        #expect(words("a1b2c") == ["a1", "b2", "c"])
        #expect(words("%@ 20$ off") == ["20", "$", "off"])
        #expect(SymbolName.asciiIdentifier(SymbolName.textOfWords("permission.expiry.1month")) == "permissionExpiry1Month")
        #expect(SymbolName.asciiIdentifier(SymbolName.textOfWords("a1b2c")) == "a1B2C")
        #expect(SymbolName.asciiIdentifier(SymbolName.textOfWords("%@ 20$ off")) == "_20$Off")
    }
}
