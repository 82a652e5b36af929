import Foundation
import Testing
@testable import TableModel

/// Stringsdict entries read as Xcode's "Migrate to String Catalog" maps them (DESIGN.md, "Legacy
/// tables"), and the broken real data of the legacy corpus, each at its position.
@Suite struct StringsdictMappingTests {
    /// The source localization of `key` in a table of one stringsdict entry.
    func localization(_ members: String, key: String = "k") throws -> Localization {
        let fixture = try LegacyTableFixture(["en.lproj/Localizable.stringsdict": stringsdict([key: members])])
        let entry = try #require(try fixture.read(["."]).catalog.entry(forKey: key))
        return try #require(entry.localization(for: "en"))
    }

    func texts(_ value: LocalizedValue?) -> [String] {
        value.map { SourceText.texts(of: $0).map { "\($0.selectors.map { "\($0)" }.joined(separator: "/")): \($0.text)" } } ?? []
    }

    @Test func onePluralVariableWithItsOwnSpecifierBecomesPluralVariations() throws {
        let localization = try localization(pluralEntry(format: "%#@items@", variable: "items", ["one": "One item", "other": "%d items"]))
        #expect(texts(localization.value) == ["plural.one: One item", "plural.other: %d items"])
        #expect(localization.substitutions.isEmpty)
    }

    @Test func onePluralVariableWithoutItsSpecifierStaysASubstitution() throws {
        let localization = try localization(pluralEntry(format: "%#@value@", variable: "value", type: "f", ["one": "%.1f pixel", "other": "%.1f pixels"]))
        #expect(texts(localization.value) == [": %#@value@"])
        let substitution = try #require(localization.substitutions.first)
        #expect(substitution.name == "value" && substitution.argumentNumber == nil && substitution.formatSpecifier == "f")
        #expect(texts(.variations(substitution.variations)) == ["plural.one: %.1f pixel", "plural.other: %.1f pixels"])
    }

    /// Text around the variable: a substitution whose forms' own specifier becomes `%arg`.
    @Test func aVariableInTextIsASubstitutionWithArg() throws {
        let localization = try localization(pluralEntry(format: "Found %#@files@ in %@", variable: "files", ["one": "%d file", "other": "%d files"]))
        #expect(texts(localization.value) == [": Found %#@files@ in %@"])
        let substitution = try #require(localization.substitutions.first)
        #expect(substitution.argumentNumber == nil && substitution.formatSpecifier == "d")
        #expect(texts(.variations(substitution.variations)) == ["plural.one: %arg file", "plural.other: %arg files"])
    }

    /// `%1$#@passwords@` loses its `1$` in the value and gives `argNum` 1, forms as they are; a
    /// variable used inside its forms (`%2$#@accounts@`) is a substitution with `argNum` 2.
    @Test func positionalAndNestedVariables() throws {
        let members = """
            <key>NSStringLocalizedFormatKey</key><string>%1$#@passwords@</string>
            <key>passwords</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%1$d password in %2$#@accounts@</string>
            <key>other</key><string>%1$d passwords in %2$#@accounts@</string>
            </dict>
            <key>accounts</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%2$d account</string>
            <key>other</key><string>%2$d accounts</string>
            </dict>

            """
        let localization = try localization(members)
        #expect(texts(localization.value) == [": %#@passwords@"])
        #expect(localization.substitutions.map(\.name) == ["passwords", "accounts"])
        #expect(localization.substitutions.map(\.argumentNumber) == [1, 2])
        #expect(texts(.variations(localization.substitutions[1].variations)).last == "plural.other: %2$d accounts")
    }

    @Test func deviceRulesAreDeviceVariations() throws {
        let members = """
            <key>NSStringDeviceSpecificRuleType</key>
            <dict><key>iphone</key><string>Tap</string><key>mac</key><string>Click</string><key>other</key><string>Press</string></dict>

            """
        #expect(texts(try localization(members).value) == [
            "device.iphone: Tap", "device.mac: Click", "device.other: Press",
        ])
    }

    /// Each broken entry of real tables costs its key, with a warning at the spot, and no other key.
    @Test func brokenEntriesCostOnlyTheirKey() throws {
        let fixture = try LegacyTableFixture(["en.lproj/Localizable.stringsdict": stringsdict([
            "no.dollar": pluralEntry(format: "%1#@count@", variable: "count", ["other": "%d"]),
            "spaces": pluralEntry(format: "%# @sites @", variable: "sites", ["other": "%d"]),
            "no.other": pluralEntry(format: "%#@n@", variable: "n", ["one": "%d"]),
            "undefined": pluralEntry(format: "%#@m@", variable: "n", ["other": "%d"]),
            "category": pluralEntry(format: "%#@n@", variable: "n", ["several": "%d", "other": "%d"]),
            "fine": pluralEntry(format: "%#@n@", variable: "n", ["other": "%d"]),
        ])])
        let (catalog, warnings) = try fixture.read(["."])
        #expect(catalog.entries.map(\.key) == ["fine"])
        #expect(warnings == [
            "en.lproj/Localizable.stringsdict:6:46: warning: '%1#@count@' in key 'no.dollar' is no variable reference (write %#@name@ or %1$#@name@), so the key is left out",
            "en.lproj/Localizable.stringsdict:16:46: warning: '%# @sites @' in key 'spaces' is no variable reference (write %#@name@ or %1$#@name@), so the key is left out",
            "en.lproj/Localizable.stringsdict:27:6: warning: plural variations have no 'other' case, which every language needs (variable 'n' of key 'no.other'), so the key is left out",
            "en.lproj/Localizable.stringsdict:36:46: warning: key 'undefined' refers to the variable 'm', which its entry does not define, so the key is left out",
            "en.lproj/Localizable.stringsdict:51:6: warning: unknown plural category 'several'; the categories are zero, one, two, few, many, other (in key 'category'), so the key is left out",
        ])
    }

    /// A value type that is there but no number's conversion is said as such, at its text; only
    /// a missing one is "no NSStringFormatValueTypeKey".
    @Test func aValueTypeThatIsNoNumbersConversionIsNamed() throws {
        let fixture = try LegacyTableFixture(["en.lproj/Localizable.stringsdict": stringsdict([
            "percent": pluralEntry(format: "%#@n@", variable: "n", type: "%", ["other": "%d"]),
            "fine": pluralEntry(format: "%#@n@", variable: "n", ["other": "%d"]),
        ])])
        let (catalog, warnings) = try fixture.read(["."])
        #expect(catalog.entries.map(\.key) == ["fine"])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix(": warning: the NSStringFormatValueTypeKey of the variable 'n' of key 'percent' is '%', not the printf conversion of a number (such as d or lld), so the key is left out") == true, "\(warnings)")
    }
}
