import Foundation
import Testing
@testable import string_symbols
import TestSupport
@testable import Checking
@testable import Findings
@testable import StringSymbols
@testable import TableModel

/// `check`'s team rules (``CheckPolicy``): each rule with its exact diagnostic, on a catalog and
/// on a legacy table, silenced per key by a comment, and off until configured.
@Suite struct PolicyCheckTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "settings.title" : {
              "comment" : "The settings screen's title",
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Réglages" } }
              }
            },
            "settings.footer" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "TODO: write the footer" } },
                "de" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "Old Label" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Altes Etikett" } }
              }
            },
            "brand.name" : {
              "comment" : "Our name, never translated. string-symbols:ignore untranslated",
              "extractionState" : "manual"
            },
            "Extracted" : {
              "comment" : "Lorem ipsum. string-symbols:ignore key-name, value-pattern",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Lorem" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Lorem" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static var everyRule: CheckPolicy {
        var policy = CheckPolicy()
        policy.languages = ["de", "fr"]
        policy.comments = .all
        policy.forbidsEmptyValues = true
        policy.forbiddenPatterns = ["TODO", "(?i)lorem"]
        policy.forbiddenExtractionStates = ["stale", "none"]
        policy.keyPattern = #"^[a-z]+(\.[a-z_]+)+$"#
        return policy
    }

    func findings(_ files: [String: String], policy: CheckPolicy, level: CheckLevel = .warning) throws -> [String] {
        try checkFindings(files, policy: policy, level: level)
    }

    /// Every rule but `extraction-state` passes over the stale key 'Old Label', its name too.
    @Test func eachRuleOnACatalog() throws {
        #expect(try findings(["Localizable.xcstrings": Self.catalog], policy: Self.everyRule) == [
            "Localizable.xcstrings:9:9: warning: the fr translation of 'settings.title' is in state 'needs_review', not 'translated' [untranslated]",
            "Localizable.xcstrings:12:5: warning: the key 'settings.footer' has no comment for its translators [comment-missing]",
            "Localizable.xcstrings:12:5: warning: 'settings.footer' has no fr translation [untranslated]",
            "Localizable.xcstrings:15:69: warning: the en value of 'settings.footer' matches the forbidden pattern 'TODO' [value-pattern]",
            "Localizable.xcstrings:16:9: warning: the de translation of 'settings.footer' is in state 'new', not 'translated' [untranslated]",
            "Localizable.xcstrings:16:62: warning: the de value of 'settings.footer' is empty [value-empty]",
            "Localizable.xcstrings:19:5: warning: the key 'Old Label' has the extraction state 'stale', which the policy forbids [extraction-state]",
            "Localizable.xcstrings:29:5: warning: the key 'Extracted' has the extraction state 'none', which the policy forbids [extraction-state]",
        ])
    }

    /// `needs_review` counts as translated when the policy allows it; at the error level every
    /// finding of the policy is an error.
    @Test func reviewAndLevels() throws {
        var policy = CheckPolicy()
        policy.languages = ["fr"]
        #expect(try findings(["Localizable.xcstrings": Self.catalog], policy: policy) == [
            "Localizable.xcstrings:9:9: warning: the fr translation of 'settings.title' is in state 'needs_review', not 'translated' [untranslated]",
            "Localizable.xcstrings:12:5: warning: 'settings.footer' has no fr translation [untranslated]",
        ])
        policy.allowsNeedsReview = true
        #expect(try findings(["Localizable.xcstrings": Self.catalog], policy: policy, level: .error) == [
            "Localizable.xcstrings:12:5: error: 'settings.footer' has no fr translation [untranslated]",
        ])
        policy.comments = .manual
        #expect(try findings(["Localizable.xcstrings": Self.catalog], policy: policy, level: .off) == [])
    }

    /// With no policy, `check` finds only what it found before.
    @Test func noPolicyNoFindings() throws {
        #expect(try findings(["Localizable.xcstrings": Self.catalog], policy: CheckPolicy()) == [])
    }

    @Test func comments() throws {
        var policy = CheckPolicy()
        policy.comments = .manual
        #expect(try findings(["Localizable.xcstrings": Self.catalog], policy: policy) == [
            "Localizable.xcstrings:12:5: warning: the key 'settings.footer' has no comment for its translators [comment-missing]",
        ])
    }

    /// A legacy table: its comments, values and keys are checked; it has no extraction states.
    @Test func eachRuleThatMeansSomethingOnALegacyTable() throws {
        let files = [
            "en.lproj/Localizable.strings": """
                /* The greeting */
                "greeting" = "Hello";
                "Farewell" = "TODO";
                /* Shown everywhere. string-symbols:ignore untranslated */
                "brand" = "Acme";
                """,
            "de.lproj/Localizable.strings": """
                "greeting" = "";
                """,
        ]
        let found = try findings(files, policy: Self.everyRule)
        #expect(found == [
            "de.lproj/Localizable.strings:1:14: warning: the de value of 'greeting' is empty [value-empty]",
            "en.lproj/Localizable.strings:2:1: warning: the key 'greeting' does not match the key pattern '^[a-z]+(\\.[a-z_]+)+$' [key-name]",
            "en.lproj/Localizable.strings:2:1: warning: 'greeting' has no fr translation [untranslated]",
            "en.lproj/Localizable.strings:3:1: warning: the key 'Farewell' does not match the key pattern '^[a-z]+(\\.[a-z_]+)+$' [key-name]",
            "en.lproj/Localizable.strings:3:1: warning: the key 'Farewell' has no comment for its translators [comment-missing]",
            "en.lproj/Localizable.strings:3:1: warning: 'Farewell' has no de translation [untranslated]",
            "en.lproj/Localizable.strings:3:1: warning: 'Farewell' has no fr translation [untranslated]",
            "en.lproj/Localizable.strings:3:14: warning: the en value of 'Farewell' matches the forbidden pattern 'TODO' [value-pattern]",
            "en.lproj/Localizable.strings:5:1: warning: the key 'brand' does not match the key pattern '^[a-z]+(\\.[a-z_]+)+$' [key-name]",
        ])
    }

    /// ICU takes the leftmost alternative that matches, not the longest: the whole key must match.
    @Test func aKeyPatternMatchesTheWholeKeyWhicheverAlternative() throws {
        let pattern = try #require(RegularExpression(#"[a-z]+|[a-z]+\.[a-z]+"#))
        #expect(pattern.matchesWhole("settings.title"))
        #expect(pattern.matchesWhole("settings"))
        #expect(!pattern.matchesWhole("settings.title.x"))
        #expect(!pattern.matchesWhole("Settings"))
    }

    @Test func theMarkerNamesRulesUntilAWordThatIsNone() {
        #expect(PolicyChecker.ignoredRules(in: "Brand. string-symbols:ignore untranslated, key-name and more") == ["untranslated", "key-name"])
        #expect(PolicyChecker.ignoredRules(in: "string-symbols:ignore comment-missing\nstring-symbols:ignore value-empty") == ["comment-missing", "value-empty"])
        #expect(PolicyChecker.ignoredRules(in: "No marker here") == [])
    }

    /// A marker whose first word is no rule silences nothing, which is said: a rule id misspelt
    /// would otherwise go unnoticed (the configuration file and --parameter catch theirs).
    @Test func aMarkerNamingNoRuleIsAWarning() throws {
        let text = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "a": {"comment": "Brand. string-symbols:ignore untranslatd"},
              "b": {"comment": "string-symbols:ignore untranslated, because it is a name"},
              "c": {"comment": "string-symbols:ignore"}
            }}
            """
        let catalog = try StringTable.read(bytes: Array(text.utf8), path: "L.xcstrings").catalog
        let rules = CheckFinding.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(IgnoreMarkers.namingNoRule(in: LoadedTable(path: "L.xcstrings", catalog: catalog)).map(\.description) == [
            "L.xcstrings:2:3: warning: the comment of 'a' has string-symbols:ignore followed by 'untranslatd', which is no rule, so it silences nothing; the rules are \(rules)",
            "L.xcstrings:4:3: warning: the comment of 'c' has string-symbols:ignore with no rule after it, so it silences nothing; the rules are \(rules)",
        ])
    }

    /// A comment silences the translation rules too, for its key alone: a team that knows a
    /// finding is wrong need not keep it in a baseline.
    @Test func aCommentSilencesATranslationRuleForItsKey() throws {
        let catalog = try StringTable.read(bytes: Array(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "a %lld": {"comment": "Checked by hand. string-symbols:ignore argument-type", "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%lld"}}, "de": {"stringUnit": {"state": "translated", "value": "%@"}}}},
              "b %lld": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%lld"}}, "de": {"stringUnit": {"state": "translated", "value": "%@"}}}}
            }}
            """#.utf8), path: "Localizable.xcstrings").catalog
        let report = CheckReport(checking: [LoadedTable(path: "Localizable.xcstrings", catalog: catalog)], level: .warning, policy: CheckPolicy())
        #expect(report.catalogs.flatMap(\.findings).map { "\($0.kind.rawValue) \($0.key)" } == ["argument-type b %lld"])
    }

    @Test func theConfigurationNamesEveryRuleAndRefusesABrokenPattern() throws {
        let configuration = try ConfigurationFile.parse(Array(#"""
            {"requiredLanguages": ["de", "fr"], "allowNeedsReview": true, "requiredComments": "manual", "forbidEmptyValues": true,
             "forbiddenPatterns": ["TODO"], "forbiddenExtractionStates": ["stale"], "keyPattern": "^[a-z.]+$"}
            """#.utf8), path: "string-symbols.json")
        var expected = CheckPolicy()
        expected.languages = ["de", "fr"]
        expected.allowsNeedsReview = true
        expected.comments = .manual
        expected.forbidsEmptyValues = true
        expected.forbiddenPatterns = ["TODO"]
        expected.forbiddenExtractionStates = ["stale"]
        expected.keyPattern = "^[a-z.]+$"
        #expect(configuration.policy == expected)
        do {
            _ = try ConfigurationFile.parse(Array(#"{"forbiddenExtractionStates": ["extractedWithValue", "stael", "none"]}"#.utf8), path: "string-symbols.json")
            Issue.record("a misspelt state was accepted")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "string-symbols.json:1:32: error: 'forbiddenExtractionStates' takes one of manual, extracted_with_value, migrated, stale, none, not 'extractedWithValue'",
                "string-symbols.json:1:54: error: 'forbiddenExtractionStates' takes one of manual, extracted_with_value, migrated, stale, none, not 'stael'",
            ])
        }
        do {
            _ = try ConfigurationFile.parse(Array(#"{"forbiddenPatterns": ["(unclosed"], "keyPattern": "[a-"}"#.utf8), path: "string-symbols.json")
            Issue.record("a broken pattern was accepted")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "string-symbols.json:1:24: error: 'forbiddenPatterns': '(unclosed' is not a regular expression",
                "string-symbols.json:1:52: error: 'keyPattern' is not a regular expression",
            ])
        }
    }

    /// Documentation/Checks.md's example of a team policy reads, and sets every rule.
    @Test func theReadmesPolicyReads() throws {
        let readme = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("Documentation/Checks.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### The team's own rules")).upperBound
        let start = try #require(readme[section...].range(of: "```json\n")).upperBound
        let end = try #require(readme[start...].range(of: "```")).lowerBound
        let configuration = try ConfigurationFile.parse(Array(readme[start..<end].utf8), path: "Documentation/Checks.md")
        #expect(configuration.generator.check == .error)
        #expect(configuration.policy.languages == ["de", "fr"] && configuration.policy.comments == .manual && configuration.policy.forbidsEmptyValues)
        #expect(configuration.policy.forbiddenPatterns == ["TODO", "(?i)lorem", "\""])
        #expect(configuration.policy.forbiddenExtractionStates == ["stale"] && configuration.policy.keyPattern == #"^[a-z]+(\.[a-z_]+)+$"#)
    }

    /// A policy finding reaches SARIF with its rule id, its rule among the driver's rules, and
    /// the level of the check.
    @Test func policyFindingsInSarif() throws {
        let catalog = try StringTable.read(bytes: Array(Self.catalog.utf8), path: "Localizable.xcstrings").catalog
        var policy = CheckPolicy()
        policy.keyPattern = #"settings\.[a-z]+"#
        let findings = PolicyChecker(policy: policy, level: .error).check(LoadedTable(path: "Localizable.xcstrings", catalog: catalog))
        let report = CheckReport(catalogs: [CatalogCheck(path: "Localizable.xcstrings", findings: findings, summaries: [])])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(report.sarif(warnings: []).utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String }.contains("key-name"))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["key-name"])
        #expect(results.map { $0["level"] as? String } == ["error"])
    }
}
