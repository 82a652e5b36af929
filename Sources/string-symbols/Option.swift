import Checking

/// One option a command takes, as parsing and the help see it: a configuration option
/// (``ConfigurationOption``, also a key of `string-symbols.json`), or one only the command line
/// has.
struct Option: Sendable {
    /// Where a parsed value goes.
    enum Target {
        /// Over the configuration, after `string-symbols.json` is read.
        case configuration(ConfigurationOption)
        /// Into the command's options.
        case commandLine(@Sendable (inout CommandOptions, ConfigurationOption.Value) throws(UsageError) -> Void)
    }

    var flag: String
    var shortFlag: String?
    var valueName: String?
    var kind: ConfigurationOption.ValueKind
    var help: String
    var target: Target
    /// Whether a value of the option adds to those before it (`--state`), as a list's does
    /// (`--sources`, `--language`); any other option with a value takes one, and is given once.
    var addsValues = false

    /// Whether the flag may be given again: a switch, or an option whose values add up.
    var isRepeatable: Bool {
        switch kind {
        case .flag, .names, .languages, .patterns, .parameters, .extractionStates: true
        case .choice, .text, .language, .pattern: addsValues
        }
    }

    /// The flag as the help shows it: `-v, --verbose`, `--access <level>`.
    var synopsis: String {
        ([shortFlag, flag].compactMap { $0 }.joined(separator: ", ")) + (valueName.map { " " + $0 } ?? "")
    }

    /// Whether `name` (a flag as written) names this option.
    func isNamed(_ name: String) -> Bool {
        name == flag || name == shortFlag
    }
}

extension Option {
    /// A configuration option, with its own flag and help.
    init(_ option: ConfigurationOption) {
        self.init(flag: option.flag, shortFlag: option.shortFlag, valueName: option.valueName, kind: option.kind, help: option.help, target: .configuration(option))
    }

    /// The configuration options `keys` name, in the order of ``ConfigurationOption/all``.
    static func configuration(_ keys: Set<String>) -> [Option] {
        ConfigurationOption.all.filter { keys.contains($0.key) }.map(Option.init)
    }

    static let config = Option(
        flag: "--config", shortFlag: nil, valueName: "<file>", kind: .text,
        help: "Read options from a string-symbols.json; flags given on the command line win.",
        target: .commandLine { options, value throws(UsageError) in if case .text(let path) = value { options.configFile = path } })

    static let help = Option(
        flag: "--help", shortFlag: "-h", valueName: nil, kind: .flag, help: "Show this help.",
        target: .commandLine { _, _ throws(UsageError) in })

    static let output = Option(
        flag: "--output", shortFlag: "-o", valueName: "<dir>", kind: .text,
        help: "Write StringSymbols.swift (module-wide declarations) and one <Table>+StringSymbols.swift per table. A file is written only when its contents change; on any error nothing is touched.",
        target: .commandLine { options, value throws(UsageError) in
            if case .text(let folder) = value { try options.setOutput(.folder(folder)) }
        })

    static let standardOutput = Option(
        flag: "--stdout", shortFlag: nil, valueName: nil, kind: .flag,
        help: "Print everything as one compilable Swift file.",
        target: .commandLine { options, _ throws(UsageError) in try options.setOutput(.standardOutput) })

    static let format = Option(
        flag: "--format", shortFlag: nil, valueName: "<format>", kind: .choice(CheckFormat.allCases.map(\.rawValue)),
        help: "text (default): diagnostics on standard error and a summary; json; or sarif (SARIF 2.1.0, for code-scanning tools).",
        target: .commandLine { options, value throws(UsageError) in
            if case .text(let word) = value, let format = CheckFormat(rawValue: word) { options.format = format }
        })

    static let touch = Option(
        flag: "--touch", shortFlag: nil, valueName: "<file>", kind: .text,
        help: "Write <file> (Swift comments) when the check passes and <file> is missing or different, for build systems.",
        target: .commandLine { options, value throws(UsageError) in if case .text(let path) = value { options.touch = path } })

    static let writeBaseline = Option(
        flag: "--write-baseline", shortFlag: nil, valueName: "<file>", kind: .text,
        help: "Write today's findings into the baseline <file>, and report none of them; it keeps the other command's findings, and those of files and rules this run did not cover.",
        target: .commandLine { options, value throws(UsageError) in if case .text(let path) = value { options.writeBaseline = path } })

    static let quiet = Option(
        flag: "--quiet", shortFlag: "-q", valueName: nil, kind: .flag,
        help: "Print the findings only: no summary, and no warnings about reading the tables (generate gives those).",
        target: .commandLine { options, _ throws(UsageError) in options.quiet = true })
}

extension Option {
    static let sources = Option(
        flag: "--sources", shortFlag: nil, valueName: "<dir>", kind: .names,
        help: "A folder (or file) of the module's Swift sources; repeat the flag for each. Default: the target's folder when the first table is in a package's Sources/<Target>, else the folder of the first table. Hidden folders, Pods, Carthage, DerivedData, asset catalogs and bundles (.bundle, .framework, .xcframework, .app, .appex) are not read.",
        target: .commandLine { options, value throws(UsageError) in if case .names(let folders) = value { options.sources += folders } })

    static let write = Option(
        flag: "--write", shortFlag: nil, valueName: nil, kind: .flag,
        help: "Write the rewritten files, all or none; without it, print the rewrite as a unified diff and change nothing.",
        target: .commandLine { options, _ throws(UsageError) in options.write = true })

    static let prune = Option(
        flag: "--prune", shortFlag: nil, valueName: nil, kind: .flag,
        help: "Take the keys reported unused out of the module's tables, in every language (catalogs in Xcode's bytes, legacy tables with every other byte kept): as a unified diff, or with --write. A key a lookup of a key made at run time can reach (NSLocalizedString(\"error.\\(code)\", …)) is kept; InfoPlist, AppShortcuts, ServicesMenu, InternetAccessPolicy and the tables of storyboards and XIBs are never touched.",
        target: .commandLine { options, _ throws(UsageError) in options.prune = true })

    static let pruneWrite = Option(
        flag: "--write", shortFlag: nil, valueName: nil, kind: .flag,
        help: "With --prune: write the pruned tables, all or none; without it, print the change as a unified diff and change nothing.",
        target: .commandLine { options, _ throws(UsageError) in options.write = true })

    static let checkOnly = Option(
        flag: "--check", shortFlag: nil, valueName: nil, kind: .flag,
        help: "Write nothing; name each catalog that is not as Xcode writes it, and exit 1 if any is (for CI and pre-commit hooks).",
        target: .commandLine { options, _ throws(UsageError) in options.checkOnly = true })

    static let exportLanguage = Option(
        flag: "--language", shortFlag: nil, valueName: "<code>", kind: .languages,
        help: "A language to export, as the catalogs name it (de, pt-BR); repeat for each. The source language gives the source-language export, whose targets are the source texts.",
        target: .commandLine { options, value throws(UsageError) in if case .names(let codes) = value { options.languages += codes } })

    static let exportOutput = Option(
        flag: "--output", shortFlag: "-o", valueName: "<dir>", kind: .text,
        help: "Write <dir>/<language>.xcloc for each language. Default: the current folder.",
        target: .commandLine { options, value throws(UsageError) in if case .text(let folder) = value { options.conversionOutput = folder } })

    static let exchangeRoot = Option(
        flag: "--root", shortFlag: nil, valueName: "<dir>", kind: .text,
        help: "The project's folder: each catalog's XLIFF 'original' is its path relative to it, as Xcode's are relative to the project's folder. Default: the current folder.",
        target: .commandLine { options, value throws(UsageError) in if case .text(let folder) = value { options.exchangeRoot = folder } })

    static let conversionTarget = Option(
        flag: "--to", shortFlag: nil, valueName: "<format>", kind: .choice(ConversionTarget.allCases.map(\.rawValue)),
        help: "catalog: legacy tables into catalogs; tables: catalogs into .strings and .stringsdict files. Default: each input into the other.",
        target: .commandLine { options, value throws(UsageError) in
            if case .text(let word) = value { options.conversionTarget = ConversionTarget(rawValue: word) }
        })

    static let conversionOutput = Option(
        flag: "--output", shortFlag: "-o", valueName: "<dir>", kind: .text,
        help: "Write into <dir>: catalogs as <dir>/<Table>.xcstrings, tables as <dir>/<language>.lproj/<Table>.strings. Default: catalogs beside the .lproj folders, tables beside the catalog.",
        target: .commandLine { options, value throws(UsageError) in if case .text(let folder) = value { options.conversionOutput = folder } })

    static let removeTables = Option(
        flag: "--remove-tables", shortFlag: nil, valueName: nil, kind: .flag,
        help: "Remove the .strings and .stringsdict files of each table once every catalog is written (and .lproj folders left empty).",
        target: .commandLine { options, _ throws(UsageError) in options.removeTables = true })

    static let language = Option(
        flag: "--language", shortFlag: nil, valueName: "<code>", kind: .languages,
        help: "Catalogs into tables: write this language only; repeat for each. Default: every language.",
        target: .commandLine { options, value throws(UsageError) in if case .names(let codes) = value { options.languages += codes } })

    static let state = Option(
        flag: "--state", shortFlag: nil, valueName: "<state>", kind: .choice(["translated", "needs_review", "new", "stale", "machine_translated"]),
        help: "Catalogs into tables: write texts in this state only (translated, needs_review, new, stale, machine_translated); repeat for each. Default: every state.",
        target: .commandLine { options, value throws(UsageError) in if case .text(let state) = value { options.states.append(state) } },
        addsValues: true)

    static let usageFormat = Option(
        flag: "--format", shortFlag: nil, valueName: "<format>", kind: .choice(CheckFormat.allCases.map(\.rawValue)),
        help: "text (default): findings on standard error and a summary; json; or sarif (SARIF 2.1.0).",
        target: format.target)

    /// `--level` as `usage` has it: its findings are no translations' and no team rules'.
    static let usageLevel: Option = {
        var option = Option(ConfigurationOption.check)
        option.help = "error: a missing key is an error (exit 1); warning: every finding is a warning (the default); off: only the summary."
        return option
    }()

    /// `--level` as `generate` has it: how it reports what `check` reports under its rules.
    static let generateLevel: Option = {
        var option = Option(ConfigurationOption.check)
        option.help = "With the string template: how translations whose placeholders do not fit their accessor are reported: warning (the default), error (exit 1), or off (left to check)."
        return option
    }()

    static let usageQuiet = Option(
        flag: "--quiet", shortFlag: "-q", valueName: nil, kind: .flag,
        help: "Print the findings only, without the summary.",
        target: quiet.target)
}

extension CommandOptions {
    /// Sets where the output goes; `--output` and `--stdout` exclude each other.
    mutating func setOutput(_ destination: OutputDestination) throws(UsageError) {
        if let output, output != destination {
            throw UsageError(message: "'--output' and '--stdout' exclude each other", command: nil)
        }
        output = destination
    }
}
