import Foundation
import Testing
@testable import Checking
@testable import TableModel

/// A manual key that carries its argument (`"notifications.label.favorite %lld"`), a source value
/// that drops it (`"starred"`), and translations that vary by plural on it through a substitution
/// of their own: one finding, at the source value, instead of two for every translation.
@Suite struct KeyArgumentCheckTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "notifications.label.favorite %lld" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "starred" } },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                  "substitutions" : {
                    "count" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Favorit" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Favoriten" } }
                        }
                      }
                    }
                  }
                },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "favori" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "%@ お気に入り" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

    @Test func oneFindingAtTheSourceValueAndTranslationsCheckedAgainstTheKey() throws {
        let catalog = try StringTable.read(bytes: Array(Self.catalog.utf8), path: "Localizable.xcstrings").catalog
        let findings = TranslationChecker(level: .error).check(LoadedTable(path: "Localizable.xcstrings", catalog: catalog)).findings
        #expect(findings.map(\.diagnostic.description) == [
            // Through the symbol, which passes no argument, the translations that show it break.
            "Localizable.xcstrings:7:69: error: the source value of 'notifications.label.favorite %lld' shows none of the key's arguments ('%lld'): callers that look the key up pass them and the translations are checked against them, but its symbol takes none, so through it the de and ja translations, which show them, crash String(format:) or print garbage [source-drops-argument]",
            // Against the key's `%lld`, an object is the wrong type: a real crash, still an error.
            "Localizable.xcstrings:24:69: error: '%@' in the ja translation of 'notifications.label.favorite %lld' takes an object (a String) for argument 1, but the source's '%lld' gives a 64-bit integer [argument-type]"
        ])
    }
}
