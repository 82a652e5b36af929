import Foundation
import Testing
@testable import string_symbols
import TestSupport

@Suite struct CLITests {
    @Test func helpTeachesTheCommands() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: string-symbols <command> [options] <input>..."))
        #expect(result.standardOutput.contains("generate"))
        #expect(result.standardOutput.contains("context"))
        #expect(try CLI.run([]).standardOutput == result.standardOutput)
    }

    @Test(arguments: [["generate", "--help"], ["help", "generate"], ["generate", "x.xcstrings", "-h"]])
    func commandHelp(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: string-symbols generate (--output <dir> | --stdout) [options] <table>..."))
        #expect(result.standardOutput.contains("EXIT STATUS"))
    }

    /// Every help fits 90 columns, as the options' descriptions are wrapped, and says what its
    /// exit statuses mean.
    @Test func everyHelpFitsAndGivesItsExitStatus() throws {
        for command in [nil] + Command.allCases.map(\.rawValue) {
            let result = try CLI.run(command.map { [$0, "--help"] } ?? ["--help"])
            #expect(result.status == 0)
            let long = result.standardOutput.split(separator: "\n").filter { $0.count > 90 }
            #expect(long == [], "\(command ?? "string-symbols")")
            if command != nil { #expect(result.standardOutput.contains("\nEXIT STATUS:\n"), "\(command ?? "")") }
        }
    }

    @Test func contextHelp() throws {
        let result = try CLI.run(["context", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: string-symbols context [options] <table>..."))
    }

    @Test func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
        let extra = try CLI.run(["--version", "extra"])
        #expect(extra.status == 2)
        #expect(extra.standardError.hasPrefix("error: '--version' takes nothing after it; found 'extra'\n"))
    }

    @Test(arguments: [
        (["frob"], "error: unknown command 'frob'; the commands are generate, context, check, usage, migrate, format, convert, merge-driver, export, import\nSee 'string-symbols --help'.\n"),
        (["--frob"], "error: unknown option '--frob' before a command; the commands are generate, context, check, usage, migrate, format, convert, merge-driver, export, import\nSee 'string-symbols --help'.\n"),
        (["generate", "a.xcstrings"], "error: say where the Swift goes: '--output DIR' or '--stdout'\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--stdout"], "error: no tables given; name .xcstrings, .strings or .stringsdict files, .lproj folders or folders that hold them\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--stdout", "--output", "out", "a.xcstrings"], "error: '--output' and '--stdout' exclude each other\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--stdout", "--access", "open", "a.xcstrings"], "error: '--access' takes one of public, package, internal, not 'open'\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--stdout", "--symbols=some", "a.xcstrings"], "error: '--symbols' takes one of all, manual, not 'some'\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--stdout", "--frob", "a.xcstrings"], "error: unknown option '--frob'\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--stdout", "a.xcstrings", "--module-name"], "error: '--module-name' needs a value\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--stdout=yes", "a.xcstrings"], "error: '--stdout' takes no value\nSee 'string-symbols generate --help'.\n"),
        (["generate", "--help=1"], "error: '--help' takes no value\nSee 'string-symbols generate --help'.\n"),
        (["context", "--output", "out", "a.xcstrings"], "error: 'context' prints to standard output; '--output' does not apply\nSee 'string-symbols context --help'.\n"),
        (["generate", "--output", "a", "-o", "b", "a.xcstrings"], "error: '--output' is given twice; it takes one value\nSee 'string-symbols generate --help'.\n"),
        (["convert", "--to", "tables", "--to=catalog", "a.xcstrings"], "error: '--to' is given twice; it takes one value\nSee 'string-symbols convert --help'.\n"),
        (["check", "", "a.xcstrings"], "error: an input is an empty path; name a file or folder\nSee 'string-symbols check --help'.\n"),
        (["generate", "--stdout", "--source-language", "x y", "a.xcstrings"], "error: '--source-language' takes a language as catalogs name it (de, pt-BR, zh-Hans), not 'x y'\nSee 'string-symbols generate --help'.\n"),
        (["convert", "--to", "catalog", "--language", "de", "a"], "error: '--language' and '--state' choose what String Catalogs give to tables; legacy tables convert into catalogs whole\nSee 'string-symbols convert --help'.\n"),
        (["convert", "--to", "tables", "--remove-tables", "a.xcstrings"], "error: '--remove-tables' removes the tables a catalog is made of; to remove a catalog, delete it\nSee 'string-symbols convert --help'.\n"),
    ])
    func usageErrorsExitWithTwo(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message)
        #expect(result.standardOutput.isEmpty)
    }

    /// An option whose values add up may be given again; one that takes a value may not.
    @Test func optionsWhoseValuesAddUpMayBeRepeated() throws {
        let workspace = try Workspace()
        try workspace.write("W.xcstrings", catalogJSON())
        let result = try CLI.run(["convert", "--to", "tables", "--state", "translated", "--state", "new", "--language", "en", "--language", "en", "--output", "Out", "W.xcstrings"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// Output the system refuses (a full device) is an error, not a silent success.
    @Test func aStandardOutputThatRefusesBytesExitsWithOne() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let workspace = try Workspace()
        try workspace.write("AppResources/Localizable.xcstrings", catalogJSON())
        let result = try ChildProcess.run("/bin/sh", ["-c", "exec \"$0\" generate --stdout AppResources/Localizable.xcstrings > /dev/full", CLI.binary], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("error: cannot write to standard output: No space left on device\n"), "\(result.standardError)")
    }

    @Test func generatesToStandardOutput() throws {
        let workspace = try Workspace()
        try workspace.write("AppResources/Localizable.xcstrings", catalogJSON())
        let result = try CLI.run(["generate", "--stdout", "AppResources/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == Self.platformAdvice)
        #expect(result.standardOutput.contains("public protocol AppResourcesStrings {}"))
        #expect(result.standardOutput.contains("public static func landmarksCount(count: Int) -> LocalizedStringResource {"))
        #expect(result.standardOutput.components(separatedBy: "import Foundation").count == 2)
    }

    @Test func optionsOverrideTheConfigurationFile() throws {
        let workspace = try Workspace()
        try workspace.write("Res/Localizable.xcstrings", catalogJSON())
        try workspace.write("Res/string-symbols.json", #"{"access": "internal", "moduleName": "Shared", "template": "string"}"#)
        let result = try CLI.run(["generate", "--stdout", "--config", "Res/string-symbols.json", "--access", "package", "Res/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("package enum L10n {"))
        #expect(result.standardOutput.contains("of Shared"))
    }

    /// Template parameters from the file and the command line reach a template as
    /// `parameters.NAME`; a flag overrides the file's value, and one no template reads is a warning.
    @Test func templateParametersReachTheTemplate() throws {
        let workspace = try Workspace()
        try workspace.write("Res/Localizable.xcstrings", catalogJSON())
        try workspace.write("Res/names.mustache", "// Generated by {{generator.name}}\n// {{parameters.greeting}} {{#parameters.loud}}LOUD{{/parameters.loud}}{{^parameters.loud}}quiet{{/parameters.loud}}\n")
        try workspace.write("Res/string-symbols.json", #"{"template": "names.mustache", "templateParameters": {"greeting": "Hello", "loud": true}}"#)
        let fromFile = try CLI.run(["generate", "--stdout", "--config", "Res/string-symbols.json", "Res/Localizable.xcstrings"], in: workspace.url)
        #expect(fromFile.status == 0)
        #expect(fromFile.standardOutput.contains("// Hello LOUD\n"))
        let overridden = try CLI.run(
            ["generate", "--stdout", "--config", "Res/string-symbols.json", "--parameter", "greeting=Hi there", "--parameter=loud=false", "--parameter", "colour", "Res/Localizable.xcstrings"],
            in: workspace.url)
        #expect(overridden.status == 0)
        #expect(overridden.standardOutput.contains("// Hi there quiet\n"))
        #expect(overridden.standardError == "Res/names.mustache: warning: the template does not read the parameter 'colour'; it reads 'greeting', 'loud'\n")
        // A switch the template reads but nobody sets is null: the template tests it without failing.
        let unset = try CLI.run(["generate", "--stdout", "--template", "Res/names.mustache", "Res/Localizable.xcstrings"], in: workspace.url)
        #expect(unset.status == 0)
        #expect(unset.standardOutput.contains("//  quiet\n"))
        // darwinOnly on a template whose output compiles everywhere does nothing: a warning, and
        // on the template that reads it, none.
        let portable = try CLI.run(["generate", "--stdout", "--template", "string", "--darwin-only", "Res/Localizable.xcstrings"], in: workspace.url)
        #expect(portable.status == 0)
        #expect(portable.standardError == "warning: the 'string' template does not read 'darwinOnly': its output compiles on every platform, so it is not wrapped for Apple platforms\n")
        let wrapped = try CLI.run(["generate", "--stdout", "--darwin-only", "Res/Localizable.xcstrings"], in: workspace.url)
        #expect(wrapped.status == 0 && wrapped.standardError.isEmpty && wrapped.standardOutput.contains("#if canImport(Darwin)"))
        let malformed = try CLI.run(["generate", "--stdout", "--parameter", "=x", "Res/Localizable.xcstrings"], in: workspace.url)
        #expect(malformed.status == 2)
        #expect(malformed.standardError.hasPrefix("error: '--parameter' takes NAME=VALUE (or NAME alone, for true) with a name of letters, digits and '_', not '=x'\n"))
    }

    /// The team's rules come from the configuration file, as the build plugin passes it, or from
    /// `check`'s flags; at the error level they fail the command.
    @Test func checkAppliesThePolicyOfTheConfigurationAndTheFlags() throws {
        let workspace = try Workspace()
        try workspace.write("Localizable.xcstrings", catalogJSON(["room_available": "Room available", "TODO": "TODO"]))
        try workspace.write("string-symbols.json", #"{"check": "error", "requiredComments": "all", "forbiddenPatterns": ["TODO"]}"#)
        let result = try CLI.run(["check", "--config", "string-symbols.json", "Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == """
            Localizable.xcstrings:4:1: error: the key 'TODO' has no comment for its translators [comment-missing]
            Localizable.xcstrings:4:82: error: the en value of 'TODO' matches the forbidden pattern 'TODO' [value-pattern]
            Localizable.xcstrings:5:1: error: the key 'room_available' has no comment for its translators [comment-missing]

            """)
        let flags = try CLI.run(["check", "--key-pattern", "[a-z_]+", "Localizable.xcstrings"], in: workspace.url)
        #expect(flags.status == 0)
        #expect(flags.standardError == "Localizable.xcstrings:4:1: warning: the key 'TODO' does not match the key pattern '[a-z_]+' [key-name]\n")
        let broken = try CLI.run(["check", "--forbid-pattern", "(", "Localizable.xcstrings"], in: workspace.url)
        #expect(broken.status == 2)
        #expect(broken.standardError.hasPrefix("error: '--forbid-pattern': '(' is not a regular expression\n"))
    }

    @Test func configurationErrorsPointIntoTheFile() throws {
        let workspace = try Workspace()
        try workspace.write("Localizable.xcstrings", catalogJSON())
        try workspace.write("string-symbols.json", "{\n  \"acces\": \"public\",\n  \"symbols\": \"most\"\n}\n")
        let result = try CLI.run(["generate", "--stdout", "--config", "string-symbols.json", "Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == """
            string-symbols.json:2:3: error: unknown key 'acces'; the keys are 'access', 'allowNeedsReview', 'baseline', 'check', 'darwinOnly', 'forbidEmptyValues', 'forbiddenExtractionStates', 'forbiddenPatterns', 'keyPattern', 'lookupFunctions', 'lookupMethods', 'moduleName', 'ratchet', 'requiredComments', 'requiredLanguages', 'sourceLanguage', 'symbols', 'template', 'templateParameters', 'verbose', 'xcodeSymbols'
            string-symbols.json:3:14: error: 'symbols' takes one of all, manual, not 'most'

            """)
        #expect(result.standardOutput.isEmpty)
    }

    /// A setting of the file that the template does not read, or a template it names that is
    /// not there, points at the setting in the file; set again on the command line, it points
    /// nowhere, as the command line's own settings do.
    @Test func problemsOfAFilesSettingsPointAtThem() throws {
        let workspace = try Workspace()
        try workspace.write("Localizable.xcstrings", catalogJSON())
        try workspace.write("C/string-symbols.json", "{\n  \"template\": \"string\",\n  \"darwinOnly\": true,\n  \"templateParameters\": {\"foo\": true}\n}\n")
        let unread = try CLI.run(["generate", "--stdout", "--config", "C/string-symbols.json", "Localizable.xcstrings"], in: workspace.url)
        #expect(unread.status == 0)
        #expect(unread.standardError == """
            C/string-symbols.json:4:26: warning: the template does not read the parameter 'foo'; it reads none
            C/string-symbols.json:3:17: warning: the 'string' template does not read 'darwinOnly': its output compiles on every platform, so it is not wrapped for Apple platforms

            """)
        let flags = try CLI.run(["generate", "--stdout", "--parameter", "foo", "--darwin-only", "--config", "C/string-symbols.json", "Localizable.xcstrings"], in: workspace.url)
        #expect(flags.standardError == """
            warning: the template does not read the parameter 'foo'; it reads none
            warning: the 'string' template does not read 'darwinOnly': its output compiles on every platform, so it is not wrapped for Apple platforms

            """)
        try workspace.write("C/string-symbols.json", "{\n  \"template\": \"missing.mustache\"\n}\n")
        let missing = try CLI.run(["generate", "--stdout", "--config", "C/string-symbols.json", "Localizable.xcstrings"], in: workspace.url)
        #expect(missing.status == 1)
        #expect(missing.standardError.hasPrefix("C/missing.mustache: error: no such file or folder\n"), "\(missing.standardError)")
        #expect(missing.standardError.hasSuffix("\nC/string-symbols.json:2:15: note: the template is set here\n"), "\(missing.standardError)")
    }

    /// A table's translations found beside a file named relatively are named relatively too, as
    /// the file is (they were named by their whole path).
    @Test func translationsBesideANamedFileAreNamedAsItIs() throws {
        let workspace = try Workspace()
        try workspace.write("R/en.lproj/L.strings", "\"a\" = \"A\";\n")
        try workspace.write("R/de.lproj/L.strings", "\"a\" = \"A1\";\n\"a\" = \"A2\";\n")
        for input in ["R/en.lproj/L.strings", "./R/en.lproj/L.strings"] {
            let result = try CLI.run(["generate", "--stdout", "--template", "string", input], in: workspace.url)
            #expect(result.status == 0)
            let prefix = input.hasPrefix("./") ? "./R/de.lproj/L.strings:2:1: warning:" : "R/de.lproj/L.strings:2:1: warning:"
            #expect(result.standardError.hasPrefix(prefix), "\(input): \(result.standardError)")
        }
    }

    @Test func inputErrorsExitWithOneAndReportEveryFile() throws {
        let workspace = try Workspace()
        try workspace.write("A/Localizable.xcstrings", "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\"k\": 3}\n}\n")
        let result = try CLI.run(["generate", "--stdout", "A/Localizable.xcstrings", "A/Missing.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "A/Localizable.xcstrings:1:1: warning: missing 'version'; reading the catalog as version 1.0")
        #expect(lines.dropFirst().first == "A/Localizable.xcstrings:3:20: error: the entry for key 'k' must be an object, not a number")
        #expect(lines.last == "A/Missing.xcstrings: error: no such file or folder")
        #expect(result.standardOutput.isEmpty)
    }

    /// A template or configuration file that cannot be read says why; a template's name with no
    /// folder and no extension may be a built-in one's, mistyped.
    @Test func anUnreadableTemplateOrConfigurationSaysWhy() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", catalogJSON())
        try FileManager.default.createDirectory(atPath: workspace.path("Folder"), withIntermediateDirectories: true)
        let typo = try CLI.run(["generate", "--stdout", "--template", "swiftgenflat", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(typo.status == 1)
        #expect(typo.standardError == "swiftgenflat: error: no such file or folder; the built-in templates are xcode, string, swiftgen, swiftgen-flat\n")
        let folder = try CLI.run(["check", "--config", "Folder", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(folder.standardError == "Folder: error: cannot read the configuration file: \(String(cString: strerror(EISDIR)))\n")
    }

    /// Every command says a missing input, or a link that leads nowhere, in the same words.
    @Test func aMissingInputIsSaidOneWay() throws {
        let workspace = try Workspace()
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Dangling.xcstrings"), withDestinationPath: "Gone.xcstrings")
        let commands = [["check"], ["generate", "--stdout"], ["context"], ["convert"], ["format"], ["export", "--language", "de"], ["usage"]]
        for command in commands {
            let missing = try CLI.run(command + ["Nope.xcstrings"], in: workspace.url)
            #expect(missing.status == 1 && missing.standardError.hasPrefix("Nope.xcstrings: error: no such file or folder\n"), "\(command): \(missing.standardError)")
            let dangling = try CLI.run(command + ["Dangling.xcstrings"], in: workspace.url)
            #expect(dangling.standardError.hasPrefix("Dangling.xcstrings: error: the link leads to nothing (Gone.xcstrings)\n"), "\(command): \(dangling.standardError)")
        }
        let imported = try CLI.run(["import", "Nope.xliff"], in: workspace.url)
        #expect(imported.standardError == "Nope.xliff: error: no such file or folder\n")
        let merged = try CLI.run(["merge-driver", "Nope.xcstrings", "Nope.xcstrings", "Nope.xcstrings"], in: workspace.url)
        #expect(merged.standardError == "Nope.xcstrings: error: no such file or folder\n")
    }

    @Test func warningsDoNotFailTheRun() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", catalogJSON(["%lld": "%lld", "ok": "OK"]))
        let result = try CLI.run(["generate", "--stdout", "--template", "string", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == "R/Localizable.xcstrings:4:1: warning: the key '%lld' gives no symbol name, so it has no symbol\n")
    }

    /// Where Apple's Foundation is missing, the `xcode` output is written as asked, with a warning
    /// saying it will not compile here and what to do, unless the configuration says what it means.
    @Test func xcodeOutputOnAPlatformWithoutApplesFoundationComesWithAdvice() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", catalogJSON())
        try workspace.write("R/meant.json", #"{"darwinOnly": false}"#)
        let silent = try CLI.run(["generate", "--stdout", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(silent.status == 0)
        #expect(silent.standardOutput.contains("LocalizedStringResource"))
        #expect(silent.standardError == Self.platformAdvice)
        for options in [["--darwin-only"], ["--template", "string"], ["--config", "R/meant.json"]] {
            let result = try CLI.run(["generate", "--stdout"] + options + ["R/Localizable.xcstrings"], in: workspace.url)
            #expect(result.status == 0)
            #expect(result.standardError == "", "\(options)")
        }
    }

    /// What the CLI says after generating the `xcode` output where Apple's Foundation is missing.
    static var platformAdvice: String {
        #if canImport(Darwin)
        ""
        #else
        "warning: the 'xcode' output declares LocalizedStringResource members, which need Apple's Foundation: it compiles on "
            + "Apple platforms only, not on this one. For accessors that work here too, use --template string (\"template\": "
            + "\"string\"); to compile it on Apple platforms only, use --darwin-only (\"darwinOnly\": true); to say that this "
            + "is meant, set \"darwinOnly\": false in string-symbols.json\n"
        #endif
    }

    @Test func contextPrintsVersionedJSON() throws {
        let workspace = try Workspace()
        try workspace.write("AppResources/Localizable.xcstrings", catalogJSON())
        let result = try CLI.run(["context", "AppResources/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(json?["contextVersion"] as? Int == 1)
        #expect((json?["module"] as? [String: Any])?["protocolName"] as? String == "AppResourcesStrings")
        let tables = json?["tables"] as? [[String: Any]]
        let symbols = tables?.first?["symbols"] as? [[String: Any]]
        #expect(symbols?.map { $0["name"] as? String } == ["landmarksCount", "roomAvailable"])
        #expect(symbols?.first?["keyLiteral"] as? String == "\"landmarks_count\"")
        #expect(try CLI.run(["context", "AppResources/Localizable.xcstrings"], in: workspace.url).standardOutput == result.standardOutput)
        // A template that is not there is an error, not the default context; one being written
        // (broken as yet) still gets the context it is written for.
        let missing = try CLI.run(["context", "--template", "Missing.mustache", "AppResources/Localizable.xcstrings"], in: workspace.url)
        #expect(missing.status == 1)
        #expect(missing.standardError == "Missing.mustache: error: cannot read the template: no such file\n")
        try workspace.write("Draft.mustache", "{{#tables}}")
        let draft = try CLI.run(["context", "--template", "Draft.mustache", "AppResources/Localizable.xcstrings"], in: workspace.url)
        #expect(draft.status == 0 && draft.standardOutput == result.standardOutput)
    }
}

/// Output is the same bytes in every process: each run has its own hash seed and its own thread
/// scheduling, which a repeat inside one process would not vary.
@Suite struct DeterminismTests {
    static let goldenInputs: [URL] = GoldenFolder.caseNames.map(GoldenFolder.input(of:))

    @Test(arguments: goldenInputs)
    func separateRunsWriteTheSameBytes(input: URL) throws {
        var arguments = ["generate", "--stdout", "--module-name", "AppResources"]
        let configuration = input.appendingPathComponent("string-symbols.json")
        if FileManager.default.fileExists(atPath: configuration.path) { arguments += ["--config", configuration.path] }
        arguments += SharedFolder.files(in: input, withExtension: "xcstrings").map(\.path)
        let first = try CLI.run(arguments)
        let second = try CLI.run(arguments)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(!first.standardOutput.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
    func theLargestCorpusCatalogGeneratesTheSameBytes() throws {
        let catalogs = SharedFolder.files(in: SharedFolder.corpus, withExtension: "xcstrings")
        let largest = try #require(catalogs.max { size($0) < size($1) })
        let arguments = ["generate", "--stdout", "--symbols", "manual", largest.path]
        let runs = try (0..<3).map { _ in try CLI.run(arguments).standardOutput }
        #expect(!runs[0].isEmpty)
        #expect(Set(runs).count == 1)
    }

    func size(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
    }
}
