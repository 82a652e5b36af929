import Foundation
@testable import KeyUsage
import Testing
@testable import string_symbols
import StringSymbols

/// Lookups of keys made at run time: `NSLocalizedString("error.\(code)", …)` looks up the text
/// the interpolation makes, so every key of that form is in use, and the lookup is missing only
/// when no key has the form.
@Suite struct DynamicLookupTests {
    @Test func theKeysALiteralCanMake() {
        let error = KeyLiteral(segments: [.text("error."), .interpolation("code", range: 0..<4)]).pieces
        #expect(error == ["error.", ""])
        #expect(KeyLiteral.canMake("error.network", from: error) && KeyLiteral.canMake("error.", from: error))
        #expect(!KeyLiteral.canMake("errors.network", from: error) && !KeyLiteral.canMake("Error.network", from: error))
        let around = ["screen.", ".title"]
        #expect(KeyLiteral.canMake("screen.home.title", from: around) && KeyLiteral.canMake("screen..title", from: around))
        #expect(!KeyLiteral.canMake("screen.title", from: around) && !KeyLiteral.canMake("screen.home.subtitle.x", from: around))
        let middle = ["a", "-", "-", "z"]
        #expect(KeyLiteral.canMake("a1-2-3z", from: middle) && KeyLiteral.canMake("a--z", from: middle))
        #expect(!KeyLiteral.canMake("a-z", from: middle))
        #expect(KeyLiteral.canMake("anything", from: ["", ""]))
        #expect(KeyLiteral.canMake("é", from: ["é"]) && !KeyLiteral.canMake("e\u{301}", from: ["é"]), "keys are told apart by their bytes")
    }

    /// Only lookups of a `String` key make their key at run time; `Text` and `String(localized:)`
    /// make a key with a placeholder per interpolation.
    @Test func whichLookupsMakeTheirKeyAtRunTime() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("error.network", "No network"), ("error.disk", "Disk full"), ("status.%@", "Status %@"), ("unused", "Unused")])
        try fixture.write("Errors.swift", """
            import SwiftUI

            func message(_ code: String) -> String { NSLocalizedString("error.\\(code)", bundle: .module, comment: "") }
            func warning(_ code: String) -> String { NSLocalizedString("warning.\\(code)", bundle: .module, comment: "") }
            func status(_ code: String) -> Text { Text("status.\\(code)", bundle: .module) }
            func label(_ code: String) -> Text { Text("error.\\(code)", bundle: .module) }

            """)
        let report = try fixture.usage()
        #expect(fixture.lines(report).findings == [
            "Errors.swift:4:60: warning: 'warning.\\(code)' is looked up, but no key of the table 'Localizable' has the form 'warning.…' of the keys it makes at run time, so users see the key itself [missing-key]",
            #"Errors.swift:5:44: note: Text("status.\(code)", bundle: .module) can be Text(.status(code)) [replaceable-lookup]"#,
            "Errors.swift:6:43: warning: 'error.\\(code)' is looked up, but no key of the table 'Localizable' has a placeholder for each interpolation, in their order, so users see the key itself [missing-key]",
            "Resources/Localizable.xcstrings:7:5: warning: 'unused' of 'Localizable' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]",
        ])
        #expect(report.keptByDynamicLookups.map(\.key) == ["error.network", "error.disk"])
        #expect(report.summaryLines[1] == "keys: 4, 3 used, 1 unused; 2 keys looked up but missing")
    }

    /// A literal that also matches a key with a placeholder still makes keys at run time.
    @Test func aKeyWithAPlaceholderBesideTheKeysItMakes() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("error.%@", "Error %@"), ("error.network", "No network")])
        try fixture.write("Errors.swift", """
            import Foundation

            func message(_ code: String) -> String { NSLocalizedString("error.\\(code)", bundle: .module, comment: "") }

            """)
        let report = try fixture.usage()
        #expect(!fixture.lines(report).findings.contains { $0.contains("unused-key") })
        #expect(report.keptByDynamicLookups.map(\.key) == ["error.network"])
    }

    /// A lookup whose key is an expression reads the keys a literal of its file makes,
    /// interpolated or concatenated (`let key = "category.\(name)"`, `"eq.preset." + name`):
    /// they are kept, as a key made in the lookup is. A literal with no letter around what the
    /// code adds, and a file with no such lookup, keep none.
    @Test func aKeyMadeBeforeALookupOfAnExpression() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([
            ("category.apps", "Apps"), ("category.games", "Games"), ("eq.preset.flat", "Flat"), ("label.apps", "Apps"), ("unused", "Unused"), ("x.y", "XY"),
        ])
        try fixture.write("Tabs.swift", #"""
            import Foundation

            func tab(_ name: String, _ count: Int) -> String {
                let key = "category.\(name)"
                let spaced = "\(name) \(count)"
                let preset = NSLocalizedString("eq.preset." + name, bundle: .module, comment: "")
                return NSLocalizedString(key, bundle: .module, comment: "") + spaced + preset + "." + name
            }

            """#)
        try fixture.write("Labels.swift", #"""
            import Foundation

            func label(_ name: String) -> String { "label.\(name)" }

            """#)
        let report = try fixture.usage()
        #expect(fixture.lines(report).findings.filter { $0.contains("unused-key") }.map { $0.components(separatedBy: ": warning: ").last ?? "" } == [
            "'label.apps' of 'Localizable' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]",
            "'unused' of 'Localizable' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]",
            "'x.y' of 'Localizable' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]",
        ])
        #expect(report.keptByDynamicLookups.map(\.key) == ["category.apps", "category.games", "eq.preset.flat"])
        let lookups = report.keptByDynamicLookups.map { $0.lookup.replacingOccurrences(of: fixture.module.standardizedFileURL.path + "/", with: "") }
        #expect(lookups.first == #"NSLocalizedString of "eq.preset." + name at Tabs.swift:6:36 (from 'category.\(name)' at Tabs.swift:4:15)"#)
        #expect(lookups.last == #"NSLocalizedString of "eq.preset." + name at Tabs.swift:6:36 (from "eq.preset." + … at Tabs.swift:6:36)"#)
    }

    /// A key built up with `+=` is made at run time too: from the literal appended, and from
    /// the one given to the name appended to.
    @Test func keysBuiltWithPlusEqualsAreMade() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("error.network", "No network"), ("error.disk", "Disk full"), ("sheet.delete.title", "Delete?"), ("stale", "Stale"), ("Settings.unused", "Unused")])
        try fixture.write("Messages.swift", #"""
            import Foundation

            func message(_ code: String) -> String {
                var key: String = "error."
                key += code
                return NSLocalizedString(key, bundle: .module, comment: "")
            }

            func title(_ action: String) -> String {
                var key = action
                key += ".title"
                return NSLocalizedString(key, bundle: .module, comment: "")
            }

            """#)
        // What `+=` appends to, or is given, builds a key only for a name a lookup takes as its key.
        try fixture.write("Summary.swift", #"""
            import Foundation

            func summary(items: [String]) -> String { var text = ""; for item in items { text += item }; return text }
            func header() -> String { let text = "Settings"; return text }
            func lookup(_ key: String) -> String { NSLocalizedString(key, bundle: .module, comment: "") }
            func log(_ line: inout String) { line += ".unused" }

            """#)
        let report = try fixture.usage()
        #expect(report.keptByDynamicLookups.map(\.key) == ["error.network", "error.disk", "sheet.delete.title"])
        #expect(fixture.lines(report).findings.filter { $0.contains("unused-key") }.count == 2)
        let lookups = report.keptByDynamicLookups.map { $0.lookup.replacingOccurrences(of: fixture.module.standardizedFileURL.path + "/", with: "") }
        #expect(lookups == [
            #"NSLocalizedString of key at Messages.swift:6:30 (from "error." + … at Messages.swift:4:23)"#,
            #"NSLocalizedString of key at Messages.swift:6:30 (from "error." + … at Messages.swift:4:23)"#,
            #"NSLocalizedString of key at Messages.swift:6:30 (from … + ".title" at Messages.swift:11:12)"#,
        ])
    }

    /// `key.append(…)` and `key = key + …` build a key as `+=` does; appending to a name no
    /// lookup takes as its key builds none.
    @Test func keysBuiltByAppendingAreMade() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("alert.network.title", "Offline"), ("alert.disk.title", "Disk full"), ("menu.open", "Open"), ("stale", "Stale"), ("Settings.unused", "Unused")])
        try fixture.write("Alerts.swift", #"""
            import Foundation

            func alertTitle(_ code: String) -> String {
                var key = "alert."
                key.append(code)
                key.append(contentsOf: ".title")
                return NSLocalizedString(key, bundle: .module, comment: "")
            }

            func menuItem(_ item: String) -> String {
                var key = "menu."
                key = key + item
                return NSLocalizedString(key, bundle: .module, comment: "")
            }

            func lookup(_ name: String) -> String { NSLocalizedString(name, bundle: .module, comment: "") }
            func log(_ line: inout String) { line.append(".unused"); line.append("Settings") }

            """#)
        let report = try fixture.usage()
        #expect(report.keptByDynamicLookups.map(\.key) == ["alert.network.title", "alert.disk.title", "menu.open"])
        let unused = fixture.lines(report).findings.filter { $0.contains("unused-key") }
        #expect(unused.count == 2 && unused.allSatisfy { $0.contains("'stale'") || $0.contains("'Settings.unused'") })
    }

    /// A lookup of a key the code makes, in a table it names, may read any key of that table,
    /// whatever literals of the file make keys and whatever its bundle (`Bundle(for:)`, a
    /// variable); in the default table it keeps none, nor where the key is what a function or
    /// property around it is given (its callers' literals spell the keys).
    @Test func aKeyExpressionInATableItNamesKeepsThatTable() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("hello", "Hello"), ("stale", "Stale"), ("x.seek", "Seek")])
        try fixture.writeCatalog([("cmd.seek", "Seek"), ("cmd.quit", "Quit")], table: "Commands")
        try fixture.writeCatalog([("open", "Open"), ("close", "Close"), ("quit", "Quit")], table: "Menu")
        try fixture.writeCatalog([("kit.only", "Kit")], table: "Kit")
        try fixture.write("Commands.swift", #"""
            import Foundation

            func titles(_ commands: [String]) -> [String] {
                commands.map { NSLocalizedString($0, tableName: "Commands", bundle: .module, comment: "") }
            }
            func greetings(_ names: [String]) -> [String] { names.map { NSLocalizedString($0, bundle: .module, comment: "") } }
            func error(_ code: String) -> String { let key = "\(code).seek"; return NSLocalizedString(key, bundle: .module, comment: "") }
            let hello = greetings(["hello"])

            """#)
        try fixture.write("Menu.swift", #"""
            import Foundation

            func tr(_ key: String) -> String { NSLocalizedString(key, tableName: "Menu", bundle: .module, comment: "") }
            extension String { var menu: String { NSLocalizedString(self, tableName: "Menu", bundle: .module, comment: "") } }
            class Finder {}
            func kit(_ names: [String]) -> [String] { names.map { NSLocalizedString($0, tableName: "Kit", bundle: Bundle(for: Finder.self), comment: "") } }
            let open = tr("open"), close = "close".menu

            """#)
        let report = try fixture.usage()
        #expect(report.keptByDynamicLookups.map(\.key) == ["cmd.seek", "cmd.quit", "kit.only", "x.seek"])
        let lookups = report.keptByDynamicLookups.map { $0.lookup.replacingOccurrences(of: fixture.module.standardizedFileURL.path + "/", with: "") }
        #expect(lookups.count == 4 && lookups[1] == "NSLocalizedString of $0 at Commands.swift:4:38, in a table it names,", "\(lookups)")
        let unused = fixture.lines(report).findings.filter { $0.contains("unused-key") }
        #expect(unused.count == 2 && ["'stale'", "'quit' of 'Menu'"].allSatisfy { name in unused.contains { $0.contains(name) } }, "\(unused)")
    }

    /// A table the code reads as a file, by its name and extension, may have any key looked up;
    /// another resource, or a name the code makes, reads no table.
    @Test func tablesReadWholeAsFiles() {
        func read(_ text: String) -> String? {
            let bytes = Array(text.utf8)
            let label = ([TableFileRead.swiftLabel] + TableFileRead.objectiveCSelectorParts).compactMap { text.range(of: $0) }.max { $0.upperBound < $1.upperBound }
            guard let label else { return nil }
            let end = text.utf8.distance(from: text.utf8.startIndex, to: label.upperBound)
            return bytes.withUnsafeBufferPointer { TableFileRead.read(after: end, in: $0) }.map { "\($0.table) \($0.offset)" }
        }
        #expect(read(#"Bundle.main.path(forResource: "KeyBinding", ofType: "strings")"#) == "KeyBinding 30")
        #expect(read(#"Bundle.main.url(forResource:"Plurals",withExtension:"stringsdict")"#) == "Plurals 28")
        #expect(read(#"Bundle.main.path(forResource: "Presets.strings", ofType: nil)"#) == "Presets 30")
        #expect(read(##"Bundle.main.path(forResource: #"KeyBinding"#, ofType: #"strings"#)"##) == "KeyBinding 30")
        #expect(read(##"Bundle.main.path(forResource: #"KeyBinding", ofType: "strings")"##) == nil)
        #expect(read(#"[NSBundle.mainBundle pathForResource:@"KeyBinding" ofType:@"strings"]"#) == "KeyBinding 37")
        #expect(read("[bundle URLForResource:@\"Menu\"\n    withExtension:@\"strings\"]") == "Menu 23")
        #expect(read(#"Bundle.main.path(forResource: "KeyBinding", ofType: "plist")"#) == nil)
        #expect(read(#"Bundle.main.path(forResource: name, ofType: "strings")"#) == nil)
        #expect(read(#"Bundle.main.path(forResource: "a\(b)", ofType: "strings")"#) == nil)
        #expect(read(#"Bundle.main.path(forResource: ".strings", ofType: nil)"#) == nil)
    }

    @Test func aTableReadWholeKeepsItsKeys() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("hello", "Hello"), ("stale", "Stale")])
        try fixture.writeCatalog([("cmd.seek", "Seek"), ("cmd.quit", "Quit")], table: "KeyBinding")
        try fixture.writeCatalog([("blur.amount", "Amount")], table: "FilterPresets")
        try fixture.writeCatalog([("unread", "Unread")], table: "Other")
        try fixture.write("KeyBindings.swift", #"""
            import Foundation

            let table = NSDictionary(contentsOfFile: Bundle.main.path(forResource: "KeyBinding", ofType: "strings")!)
            let hello = Text("hello", bundle: .module)
            // let other = Bundle.main.path(forResource: "Other", ofType: "strings")
            /* let other = Bundle.main.url(forResource: "Other", withExtension: "stringsdict") */
            #if false
            let other = Bundle.main.path(forResource: "Other.strings", ofType: nil)
            #endif

            """#)
        try fixture.write("Presets.m", #"""
            NSDictionary *presets = [NSDictionary dictionaryWithContentsOfURL:[NSBundle.mainBundle URLForResource:@"FilterPresets" withExtension:@"strings"]];
            NSString *other = [NSBundle.mainBundle pathForResource:@"Other" ofType:@"plist"];
            #if 0
            NSString *old = [NSBundle.mainBundle pathForResource:@"Other" ofType:@"strings"];
            #endif
            // NSString *old = [NSBundle.mainBundle pathForResource:@"Other" ofType:@"strings"];

            """#)
        let report = try fixture.usage()
        #expect(report.keptByDynamicLookups.map(\.key) == ["blur.amount", "cmd.seek", "cmd.quit"])
        let lookups = report.keptByDynamicLookups.map { $0.lookup.replacingOccurrences(of: fixture.module.standardizedFileURL.path + "/", with: "") }
        #expect(lookups == ["reading FilterPresets.strings whole at Presets.m:1:103", "reading KeyBinding.strings whole at KeyBindings.swift:3:72", "reading KeyBinding.strings whole at KeyBindings.swift:3:72"])
        let unused = fixture.lines(report).findings.filter { $0.contains("unused-key") }
        #expect(unused.count == 2 && unused.contains { $0.contains("'stale'") } && unused.contains { $0.contains("'unread'") })
    }

    /// Text too short to tell keys apart (`"\(w)x\(h)"`, `"\(n)s"`) makes none, and a literal
    /// whose end a stray bracket took is read without making any.
    @Test func literalsThatWouldMakeAlmostAnyKeyMakeNone() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("matrix", "Matrix"), ("boxes", "Boxes"), ("a.b", "AB")])
        try fixture.write("Sizes.swift", #"""
            import Foundation

            func size(_ w: Int, _ h: Int, _ name: String) -> String {
                let label = NSLocalizedString(name, bundle: .module, comment: "")
                return label + "\(w)x\(h)" + "\(w)s"
            }

            """#)
        try fixture.write("Broken.swift", #"""
            import Foundation

            let a = NSLocalizedString(name, comment: "")
            let x = [ "a\(b])" ]

            """#)
        let report = try fixture.usage()
        #expect(report.keptByDynamicLookups.isEmpty)
        #expect(fixture.lines(report).findings.filter { $0.contains("unused-key") }.count == 3)
    }
}
