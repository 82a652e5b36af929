import Foundation
import Testing
@testable import string_symbols
import TestSupport
@testable import Checking
@testable import StringSymbols

/// `check` on a legacy table with one planted defect of each rule: each is found, in the file and
/// at the line and column of the text or case that has it. (`unknown-substitution` means nothing
/// here: a stringsdict defines its variables in every language, and an entry that refers to one it
/// does not define is left out when it is read. The German `photos` names its variable `total`
/// where the source's is `count`, and is no finding.)
@Suite struct LegacyCheckTests {
    static let files: [String: String] = [
        "de.lproj/Localizable.strings": """
            "extra" = "Hallo, %@ und %@";
            "type" = "Von %d";
            "missing" = "Willkommen";
            "only.german" = "Nur hier";
            "odd" = "%@ bei 5%y";
            """,
        "de.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>files</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@count@</string>
            		<key>count</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>one</key>
            			<string>%d Datei</string>
            			<key>few</key>
            			<string>%d Dateien</string>
            			<key>other</key>
            			<string>%d Dateien</string>
            		</dict>
            	</dict>
            	<key>photos</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@total@</string>
            		<key>total</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>one</key>
            			<string>ein Foto</string>
            			<key>other</key>
            			<string>Fotos</string>
            		</dict>
            	</dict>
            	<key>tap</key>
            	<dict>
            		<key>NSStringDeviceSpecificRuleType</key>
            		<dict>
            			<key>iphone</key>
            			<string>Tippen</string>
            		</dict>
            	</dict></dict>
            </plist>
            """,
        "en.lproj/Localizable.strings": """
            "extra" = "Hello, %@";
            "type" = "From %@";
            "missing" = "Welcome, %@";
            "odd" = "%@ at 5%y";
            """,
        "en.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>files</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@count@</string>
            		<key>count</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>one</key>
            			<string>%d file</string>
            			<key>other</key>
            			<string>%d files</string>
            		</dict>
            	</dict>
            	<key>photos</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@count@</string>
            		<key>count</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>one</key>
            			<string>a photo</string>
            			<key>other</key>
            			<string>photos</string>
            		</dict>
            	</dict>
            	<key>tap</key>
            	<dict>
            		<key>NSStringDeviceSpecificRuleType</key>
            		<dict>
            			<key>iphone</key>
            			<string>Tap</string>
            			<key>other</key>
            			<string>Click</string>
            		</dict>
            	</dict></dict>
            </plist>
            """,
        "ru.lproj/Localizable.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>files</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@count@</string>
            		<key>count</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>one</key>
            			<string>%d файл</string>
            			<key>other</key>
            			<string>%d файлов</string>
            		</dict>
            	</dict></dict>
            </plist>
            """,
    ]

    /// A folder `Res` holding `files`, removed when the test ends.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-check-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent("Res/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((text + "\n").utf8).write(to: url)
        }
        return folder
    }

    @Test func eachRuleIsFoundAtItsLine() throws {
        let folder = try Self.folder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (report, warnings) = try checkReport(ToolConfiguration(), tables: [folder.appendingPathComponent("Res").path])
        #expect(warnings.isEmpty, "\(warnings)")
        let root = folder.path + "/Res/"
        let findings = report.catalogs.flatMap(\.findings).map { $0.diagnostic.description.replacingOccurrences(of: root, with: "") }
        #expect(findings == [
            "en.lproj/Localizable.strings:4:9: warning: the translations of 'odd' are not checked, since its source text is not read as written: '%y' is not a valid format specifier, so Foundation drops the '%' (and sometimes what follows it) when formatting this string; write '%%' for a literal percent sign [source-format]",
            "de.lproj/Localizable.strings:1:11: warning: '%@' in the de translation of 'extra' takes argument 2, which the source does not have [argument-not-in-source]",
            "de.lproj/Localizable.strings:2:10: warning: '%d' in the de translation of 'type' takes a 32-bit integer for argument 1, but the source's '%@' gives an object (a String) [argument-type]",
            "de.lproj/Localizable.strings:3:13: warning: the de translation of 'missing' leaves out argument 1 ('%@'), which the source shows [argument-missing]",
            "de.lproj/Localizable.strings:4:1: warning: the key 'only.german' is only in the de translation, not in the source language en, so it has no symbol and a lookup of it shows the key itself in en [key-not-in-source]",
            "de.lproj/Localizable.stringsdict:16:9: note: the plural case 'few' of the de translation of 'files' is never shown: de (CLDR de) selects only 'one', 'other' [plural-category-unused]",
            "de.lproj/Localizable.stringsdict:42:9: warning: the device variations of the de translation of 'tap' have no 'other' case, so devices they do not name show nothing [device-without-other]",
            "ru.lproj/Localizable.stringsdict:14:9: warning: the plural variations of the ru translation of 'files' lack 'few' (such as 2, 3, 4) and 'many' (such as 0, 5, 6), which ru (CLDR ru) selects [plural-category-missing]",
        ])
        #expect(Set(report.catalogs.flatMap(\.findings).map(\.kind)) == Set(CheckFinding.Kind.allCases.filter { !$0.isPolicy }).subtracting([.unknownSubstitution, .sourceDropsArgument]),
                "one finding of every rule")
        #expect(report.catalogs.flatMap(\.summaries).map(\.description) == [
            "de: 7 keys, 0 missing, 0 new, 0 needing review, 0 stale",
            "ru: 7 keys, 6 missing, 0 new, 0 needing review, 0 stale",
        ])
    }

    /// Keys only translations have are no finding where they are no mistake: in the system's
    /// tables (`InfoPlist`: the source texts are in Info.plist), and in a table without
    /// source-language files, which one warning names (an Interface Builder table's object IDs).
    @Test func keysOnlyInTranslationsWhereTheyBelong() throws {
        let folder = try Self.folder([
            "en.lproj/InfoPlist.strings": #""NSCameraUsageDescription" = "Scan codes";"#,
            "de.lproj/InfoPlist.strings": #""CFBundleName" = "App";"#,
            "de.lproj/Main.strings": #""Vur-vA-mVI.text" = "Hallo";"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (report, warnings) = try checkReport(ToolConfiguration(), tables: [folder.appendingPathComponent("Res").path])
        #expect(report.catalogs.flatMap(\.findings).map(\.diagnostic.description) == [])
        #expect(warnings.map(\.message).contains { $0.hasPrefix("the table 'Main' has no source-language file") }, "\(warnings)")
    }
}
