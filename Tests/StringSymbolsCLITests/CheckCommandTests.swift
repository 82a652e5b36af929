import Foundation
import Testing
import TestSupport

/// `string-symbols check`: its forms, levels, exit statuses and the file it touches for builds.
@Suite struct CheckCommandTests {
    /// A catalog with one good key and one whose German translation takes a 64-bit integer where
    /// the source passes a String (line 3), and whose French translation is missing.
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
        "good": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Good"}}, "de": {"stringUnit": {"state": "translated", "value": "Gut"}}, "fr": {"stringUnit": {"state": "needs_review", "value": "Bon"}}}},
        "bad": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@ items"}}, "de": {"stringUnit": {"state": "translated", "value": "%lld Artikel"}}}}
        }}

        """

    func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog)
        return workspace
    }

    static func finding(_ severity: String) -> String {
        "R/Localizable.xcstrings:3:149: \(severity): '%lld' in the de translation of 'bad' takes a 64-bit integer for argument 1, but the source's '%@' gives an object (a String) [argument-type]"
    }

    /// A package's folder, or its `Sources`, is checked target by target: two targets may each
    /// have a `Localizable` table, which one module could not.
    @Test func aPackagesTargetsAreCheckedEachOnItsOwn() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
        try workspace.write("Sources/A/Localizable.xcstrings", Self.catalog)
        try workspace.write("Sources/B/Resources/en.lproj/Localizable.strings", "\"b\" = \"B %d\";\n")
        try workspace.write("Sources/B/Resources/de.lproj/Localizable.strings", "\"b\" = \"B %@\";\n")
        try workspace.write("Sources/App/main.swift", "print(1)\n")
        for input in ["Sources", ".", "Sources/"] {
            let result = try CLI.run(["check", "--quiet", input], in: workspace.url)
            #expect(result.status == 0, "\(input): \(result.standardError)")
            let lines = result.standardError.split(separator: "\n")
            #expect(lines.count == 2, "\(input): \(result.standardError)")
            #expect(lines.first?.contains("Sources/A/Localizable.xcstrings:3:149: warning: '%lld' in the de translation of 'bad'") == true, "\(input): \(result.standardError)")
            #expect(lines.last?.contains("Sources/B/Resources/de.lproj/Localizable.strings:1:7: warning: '%@' in the de translation of 'b'") == true, "\(input): \(result.standardError)")
        }
        // The targets' folders named together are two modules too; one module's two tables of
        // one name still clash.
        #expect(try CLI.run(["check", "--quiet", "Sources/A", "Sources/B"], in: workspace.url).status == 0)
        try workspace.write("Sources/B/Localizable.xcstrings", Self.catalog)
        let clash = try CLI.run(["check", "Sources"], in: workspace.url)
        #expect(clash.status == 1)
        // Named at the table's source-language file.
        #expect(clash.standardError.hasPrefix("Sources/B/Resources/en.lproj/Localizable.strings: error: the legacy table 'Localizable' has the name of the catalog Sources/B/Localizable.xcstrings"), "\(clash.standardError)")
    }

    /// `generate --level`: how the `string` output's translations that do not fit are reported
    /// (the plugins pass `off`, since their check reports them under their rules).
    @Test func generatesLevelSaysHowUnfittingTranslationsAreReported() throws {
        let workspace = try workspace()
        let arguments = ["generate", "--stdout", "--template", "string", "R/Localizable.xcstrings"]
        let warning = try CLI.run(arguments, in: workspace.url)
        #expect(warning.status == 0)
        #expect(warning.standardError.contains("R/Localizable.xcstrings:3:149: warning: a translation does not fit its accessor's arguments"), "\(warning.standardError)")
        let error = try CLI.run(arguments + ["--level", "error"], in: workspace.url)
        #expect(error.status == 1)
        #expect(error.standardError.contains("R/Localizable.xcstrings:3:149: error: a translation does not fit"), "\(error.standardError)")
        let off = try CLI.run(arguments + ["--level", "off"], in: workspace.url)
        #expect(off.status == 0 && off.standardError == "", "\(off.standardError)")
    }

    /// A comment's `string-symbols:ignore` that names no rule is said by `check`.
    @Test func aMarkerNamingNoRuleIsSaid() throws {
        let workspace = try Workspace()
        try workspace.write("L.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"comment": "string-symbols:ignore untranslatd"}}}"#)
        let result = try CLI.run(["check", "L.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("L.xcstrings:1:56: warning: the comment of 'k' has string-symbols:ignore followed by 'untranslatd', which is no rule"), "\(result.standardError)")
    }

    /// `--allow-needs-review` qualifies `--require-language`; alone it does nothing, and says so,
    /// at its place in the file when the file sets it, and with `--quiet` too.
    @Test func allowingNeedsReviewWithoutLanguagesIsSaid() throws {
        let workspace = try workspace()
        let flag = try CLI.run(["check", "--quiet", "--allow-needs-review", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(flag.status == 0)
        #expect(flag.standardError == "warning: '--allow-needs-review' does nothing without '--require-language': it lets a translation that needs review pass for the languages that one names\n" + Self.finding("warning") + "\n")
        try workspace.write("R/string-symbols.json", "{\n  \"allowNeedsReview\": true\n}\n")
        let file = try CLI.run(["check", "--quiet", "--config", "R/string-symbols.json", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(file.standardError.hasPrefix("R/string-symbols.json:2:23: warning: 'allowNeedsReview' does nothing without 'requiredLanguages'"), "\(file.standardError)")
        let both = try CLI.run(["check", "--quiet", "--config", "R/string-symbols.json", "--require-language", "fr", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(both.status == 0 && !both.standardError.contains("does nothing"), "\(both.standardError)")
    }

    @Test func textWarnsByDefault() throws {
        let workspace = try workspace()
        let result = try CLI.run(["check", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == Self.finding("warning") + "\n")
        #expect(result.standardOutput == """
            R/Localizable.xcstrings: de: 2 keys, 0 missing, 0 new, 0 needing review, 0 stale
            R/Localizable.xcstrings: fr: 2 keys, 1 missing, 0 new, 1 needing review, 0 stale
            findings: 1 argument-type

            """)
    }

    /// `off` reports no finding one by one; the summary counts them, never saying there are none.
    @Test func theLevelOffCountsTheFindingsInTheSummary() throws {
        let workspace = try workspace()
        let result = try CLI.run(["check", "--level", "off", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0 && result.standardError == "")
        #expect(result.standardOutput.hasSuffix("\nfindings, not reported one by one at the level off: 1 argument-type\n"), "\(result.standardOutput)")
        try workspace.write("R/Localizable.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"good": {}}}"#)
        let none = try CLI.run(["check", "--level", "off", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(none.standardOutput == "no findings\n")
    }

    @Test func quietLeavesOutTheSummary() throws {
        let workspace = try workspace()
        let result = try CLI.run(["check", "--quiet", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == Self.finding("warning") + "\n")
        #expect(result.standardOutput == "")
        // The reader's warnings (here, no version) are generate's to report.
        try workspace.write("R/Unversioned.xcstrings", #"{"sourceLanguage": "en", "strings": {}}"#)
        let unversioned = try CLI.run(["check", "R/Unversioned.xcstrings"], in: workspace.url)
        #expect(unversioned.standardError.contains("R/Unversioned.xcstrings:1:1: warning: missing 'version'"))
        let quiet = try CLI.run(["check", "--quiet", "R/Unversioned.xcstrings"], in: workspace.url)
        #expect(quiet.status == 0)
        #expect(quiet.standardError == "" && quiet.standardOutput == "")
        let generate = try CLI.run(["generate", "--quiet", "--stdout", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(generate.status == 2)
        #expect(generate.standardError.contains("unknown option '--quiet'"))
    }

    @Test func theErrorLevelFailsAndTouchesNothing() throws {
        let workspace = try workspace()
        let result = try CLI.run(["check", "--level", "error", "--touch", "checked", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == Self.finding("error") + "\n")
        #expect(workspace.read("checked") == nil)
        try workspace.write("R/string-symbols.json", #"{"check": "error"}"#)
        #expect(try CLI.run(["check", "--config", "R/string-symbols.json", "R/Localizable.xcstrings"], in: workspace.url).status == 1)
        #expect(try CLI.run(["check", "--config", "R/string-symbols.json", "--level", "warning", "R/Localizable.xcstrings"], in: workspace.url).status == 0)
    }

    @Test func aPassingCheckTouchesTheFile() throws {
        let workspace = try workspace()
        let result = try CLI.run(["check", "--touch", "checked", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        let stamp = try #require(workspace.read("checked"))
        #expect(stamp.hasPrefix("// Written by `string-symbols check --touch` when the check passes"))
        #expect(stamp.split(separator: "\n").allSatisfy { $0.hasPrefix("// ") })
        // A second passing check leaves the file as it was, so that nothing depending on it rebuilds.
        let written = try FileManager.default.attributesOfItem(atPath: workspace.url.appending(path: "checked").path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        #expect(try CLI.run(["check", "--touch", "checked", "R/Localizable.xcstrings"], in: workspace.url).status == 0)
        let rewritten = try FileManager.default.attributesOfItem(atPath: workspace.url.appending(path: "checked").path)[.modificationDate] as? Date
        #expect(written != nil && rewritten == written)
    }

    /// `--touch` writes over its own stamp or an empty file, never another file, such as the
    /// catalog checked.
    @Test func touchLeavesAFileItDidNotWrite() throws {
        let workspace = try workspace()
        let catalog = try #require(workspace.read("R/Localizable.xcstrings"))
        let result = try CLI.run(["check", "--touch", "R/Localizable.xcstrings", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("R/Localizable.xcstrings: error: this is not a file check --touch wrote, so it is left as it is; name a file of its own (a build's work folder), which --touch writes when the check passes\n"), "\(result.standardError)")
        #expect(workspace.read("R/Localizable.xcstrings") == catalog)
        try workspace.write("empty", "")
        #expect(try CLI.run(["check", "--touch", "empty", "R/Localizable.xcstrings"], in: workspace.url).status == 0)
        #expect(workspace.read("empty")?.hasPrefix("// Written by `string-symbols check --touch`") == true)
    }

    @Test func json() throws {
        let workspace = try workspace()
        let result = try CLI.run(["check", "--format", "json", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let catalogs = try #require(document["catalogs"] as? [[String: Any]])
        #expect(catalogs.map { $0["path"] as? String } == ["R/Localizable.xcstrings"])
        let findings = try #require(catalogs[0]["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings[0]["rule"] as? String == "argument-type")
        #expect(findings[0]["severity"] as? String == "warning")
        #expect(findings[0]["key"] as? String == "bad")
        #expect(findings[0]["language"] as? String == "de")
        #expect(findings[0]["line"] as? Int == 3)
        #expect(findings[0]["column"] as? Int == 149)
        let languages = try #require(catalogs[0]["languages"] as? [[String: Any]])
        #expect(languages.map { $0["language"] as? String } == ["de", "fr"])
        #expect(languages[1]["missing"] as? Int == 1)
        #expect(languages[1]["needsReview"] as? Int == 1)
    }

    /// What reading the tables warns of (here a plural translation without `other`, so its key
    /// is left out of that language) is in the JSON report and the SARIF log too, each warning
    /// at its place: a pipeline that reads only the document sees it. Without warnings, the
    /// documents are as they were: no `warnings`, no invocation.
    @Test func theWarningsOfReadingAreInTheDocuments() throws {
        let workspace = try Workspace()
        try workspace.write("R/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
        try workspace.write("R/ru.lproj/Localizable.strings", "\"title\" = \"Заголовок\";\n")
        try workspace.write("R/ru.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>%lld days</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@days@</string>
                    <key>days</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>lld</string>
                        <key>one</key>
                        <string>%lld день</string>
                    </dict>
                </dict>
            </dict>
            </plist>

            """)
        let text = try CLI.run(["check", "R"], in: workspace.url)
        let warning = try #require(text.standardError.split(separator: "\n").first { $0.contains("no 'other' case") })
        #expect(warning.hasPrefix("R/ru.lproj/Localizable.stringsdict:8:14: warning: "))
        let json = try CLI.run(["check", "--format", "json", "-q", "R"], in: workspace.url)
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let warnings = try #require(document["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings[0]["path"] as? String == "R/ru.lproj/Localizable.stringsdict" && warnings[0]["line"] as? Int == 8 && warnings[0]["column"] as? Int == 14)
        #expect(warnings[0]["severity"] as? String == "warning" && (warnings[0]["message"] as? String).map { warning.hasSuffix($0) } == true)
        let sarif = try CLI.run(["check", "--format", "sarif", "-q", "R"], in: workspace.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1 && notifications[0]["level"] as? String == "warning")
        let location = try #require((notifications[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 8)
        try workspace.write("R/ru.lproj/Localizable.stringsdict", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        let clean = try CLI.run(["check", "--format", "json", "R"], in: workspace.url)
        let cleanDocument = try #require(try JSONSerialization.jsonObject(with: Data(clean.standardOutput.utf8)) as? [String: Any])
        #expect(cleanDocument["warnings"] == nil)
        let cleanLog = try #require(try JSONSerialization.jsonObject(with: Data(try CLI.run(["check", "--format", "sarif", "R"], in: workspace.url).standardOutput.utf8)) as? [String: Any])
        #expect((cleanLog["runs"] as? [[String: Any]])?.first?["invocations"] == nil)
    }

    /// A run that cannot read its input still writes a SARIF log (and a JSON report), one that
    /// says it failed and why, where, so that a pipeline uploading it whatever happens uploads a
    /// valid log.
    @Test func sarifOfARunThatCannotReadItsInput() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {}, \"a\": {}}, \"version\": \"1.0\"}")
        for command in ["check", "usage"] {
            let result = try CLI.run([command, "--format", "sarif", "R"], in: workspace.url)
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("R/Localizable.xcstrings:1:47: error: duplicate key 'a'"), "\(result.standardError)")
            let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            #expect((run["results"] as? [Any])?.isEmpty == true)
            let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
            #expect(invocation["executionSuccessful"] as? Bool == false)
            let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
            #expect(notification["level"] as? String == "error")
            let location = try #require((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "R/Localizable.xcstrings")
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
            // And in JSON: the errors, each at its place.
            let json = try CLI.run([command, "--format", "json", "R"], in: workspace.url)
            #expect(json.status == 1)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let error = try #require((document["errors"] as? [[String: Any]])?.first)
            #expect(error["path"] as? String == "R/Localizable.xcstrings" && error["line"] as? Int == 1 && error["column"] as? Int == 47)
            #expect((error["message"] as? String)?.hasPrefix("duplicate key 'a'") == true)
        }
    }

    /// The structure SARIF 2.1.0 requires (and code-scanning tools read): `version`, `runs`, each
    /// run's `tool.driver.name`, rules with `id`s, results with `ruleId`, a `message.text`, a
    /// `level` of SARIF's, and locations with an artifact URI and a 1-based region.
    @Test func sarif() throws {
        let workspace = try workspace()
        let result = try CLI.run(["check", "--format", "sarif", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "string-symbols")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs.count == rules.count && Set(ruleIDs).count == ruleIDs.count)
        #expect(rules.allSatisfy { (($0["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 1)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.contains(ruleID))
            #expect(result["ruleIndex"] as? Int == ruleIDs.firstIndex(of: ruleID))
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] as? String
                == "'%lld' in the de translation of 'bad' takes a 64-bit integer for argument 1, but the source's '%@' gives an object (a String)")
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "R/Localizable.xcstrings")
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == 3)
            #expect(region["startColumn"] as? Int == 149)
        }
    }

    @Test func aBrokenCatalogIsAnInputError() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", "{")
        let result = try CLI.run(["check", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("R/Localizable.xcstrings:1:2: error: "))
    }

    @Test(arguments: [
        (["check", "--stdout", "a.xcstrings"], "error: 'check' prints its report to standard output; '--output' and '--stdout' do not apply\nSee 'string-symbols check --help'.\n"),
        (["check", "--format", "xml", "a.xcstrings"], "error: '--format' takes one of text, json, sarif, not 'xml'\nSee 'string-symbols check --help'.\n"),
        (["generate", "--stdout", "--format", "json", "a.xcstrings"], "error: unknown option '--format'\nSee 'string-symbols generate --help'.\n"),
        // A misspelt state would never be found, and the rule never fire.
        (["check", "--forbid-extraction-state", "stael", "a.xcstrings"], "error: '--forbid-extraction-state' takes one of manual, extracted_with_value, migrated, stale, none, not 'stael'\nSee 'string-symbols check --help'.\n"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message)
    }
}
