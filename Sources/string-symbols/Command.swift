
/// The subcommands: what each takes, what its help says, and what a complete command line of it is.
enum Command: String, CaseIterable {
    case generate
    case context
    case check
    case usage
    case migrate
    case format
    case convert
    case mergeDriver = "merge-driver"
    case exportLocalizations = "export"
    case importLocalizations = "import"

    /// The options, in the order the help lists them.
    var options: [Option] {
        switch self {
        case .generate:
            [.output, .standardOutput] + Self.generationOptions + [.generateLevel, .config, .help]
        case .context:
            Self.generationOptions + [.config, .help]
        case .check:
            [.format] + Option.configuration(Set(["check", "sourceLanguage"] + Self.policyKeys)) + Self.baselineOptions + [.touch, .quiet, .config, .help]
        case .usage:
            [.sources] + Self.lookupOptions + [.usageFormat, .usageLevel] + Self.baselineOptions + [.prune, .pruneWrite, .usageQuiet, .config, .help]
        case .migrate:
            [.sources, .write] + Self.lookupOptions + [.config, .help]
        case .format:
            [.checkOnly, .help]
        case .mergeDriver:
            [.help]
        case .convert:
            [.conversionTarget, .conversionOutput] + Option.configuration(["sourceLanguage"]) + [.removeTables, .language, .state, .config, .help]
        case .exportLocalizations:
            [.exportLanguage, .exportOutput, .exchangeRoot, .help]
        case .importLocalizations:
            [.exchangeRoot, .help]
        }
    }

    /// The options of what reads lookups: the project's helpers, and what names the symbols.
    private static let lookupOptions = Option.configuration(["lookupMethods", "lookupFunctions", "moduleName", "sourceLanguage", "template", "templateParameters", "symbols"])

    /// The options of a baseline, for `check` and `usage`.
    private static let baselineOptions = Option.configuration(["baseline", "ratchet"]) + [.writeBaseline]

    /// The options of the team's own rules (`CheckPolicy`).
    private static let policyKeys = [
        "requiredLanguages", "allowNeedsReview", "requiredComments", "forbidEmptyValues", "forbiddenPatterns", "forbiddenExtractionStates", "keyPattern", "xcodeSymbols",
    ]

    /// The options of everything that reads tables into symbols.
    private static let generationOptions = Option.configuration(["moduleName", "sourceLanguage", "access", "template", "templateParameters", "symbols", "darwinOnly", "verbose"])

    /// Options of other commands that this one refuses with a reason, by flag.
    var refusals: [String: String] {
        switch self {
        case .generate:
            [:]
        case .context:
            ["--output": "'context' prints to standard output; '--output' does not apply", "-o": "'context' prints to standard output; '--output' does not apply"]
        case .check:
            Dictionary(uniqueKeysWithValues: ["--output", "-o", "--stdout"].map { ($0, "'check' prints its report to standard output; '--output' and '--stdout' do not apply") })
        case .usage:
            Dictionary(uniqueKeysWithValues: ["--output", "-o", "--stdout"].map { ($0, "'usage' prints its report to standard output; '--output' and '--stdout' do not apply") })
        case .migrate:
            Dictionary(uniqueKeysWithValues: ["--output", "-o", "--stdout"].map { ($0, "'migrate' rewrites the sources where they are, with '--write', and prints a diff without it; '--output' and '--stdout' do not apply") })
        case .format:
            Dictionary(uniqueKeysWithValues: ["--output", "-o", "--stdout", "--write"].map { ($0, "'format' rewrites the catalogs where they are; '--check' only reports those it would change") })
        case .convert:
            ["--stdout": "'convert' writes files: beside its inputs, or into '--output <dir>'"]
        case .mergeDriver:
            [:]
        case .exportLocalizations:
            ["--stdout": "'export' writes .xcloc folders: into the current folder, or into '--output <dir>'"]
        case .importLocalizations:
            Dictionary(uniqueKeysWithValues: ["--output", "-o", "--stdout"].map { ($0, "'import' writes the translations into the catalogs the XLIFF names, under '--root <dir>'") })
        }
    }

    /// Accepts or refuses complete options.
    func validate(_ options: CommandOptions) throws(UsageError) {
        if self == .mergeDriver, !(3...4).contains(options.tables.count) {
            throw UsageError(message: "takes the base, ours and theirs (git's %O %A %B), and the path (%P), not \(options.tables.count) argument\(options.tables.count == 1 ? "" : "s")", command: self)
        }
        if self == .convert, options.tables.isEmpty {
            throw UsageError(message: "nothing to convert; name legacy tables (.strings, .stringsdict, .lproj folders or folders that hold them) or String Catalogs", command: self)
        }
        if self == .convert, options.conversionTarget == .catalog, !options.languages.isEmpty || !options.states.isEmpty {
            throw UsageError(message: ConversionSettings.languageAndStateOfTables, command: self)
        }
        if self == .convert, options.conversionTarget == .tables, options.removeTables {
            throw UsageError(message: ConversionSettings.removeTablesOfCatalogs, command: self)
        }
        if self == .exportLocalizations, options.tables.isEmpty {
            throw UsageError(message: "no catalogs given; name .xcstrings files or folders that hold them", command: self)
        }
        if self == .importLocalizations, options.tables.isEmpty {
            throw UsageError(message: "nothing to import; name .xcloc folders or .xliff files", command: self)
        }
        if self == .format, options.tables.isEmpty {
            throw UsageError(message: "no catalogs given; name .xcstrings files or folders that hold them", command: self)
        }
        guard !options.tables.isEmpty else {
            throw UsageError(message: "no tables given; name .xcstrings, .strings or .stringsdict files, .lproj folders or folders that hold them", command: self)
        }
        if self == .usage, options.write, !options.prune {
            throw UsageError(message: "'usage' changes no file but with '--prune --write', which takes unused keys out; 'migrate --write' rewrites the lookups", command: self)
        }
        if self == .usage, options.prune, options.writeBaseline != nil || options.format != .text {
            throw UsageError(message: "'--prune' prints a diff and notes, not a report; '--format' and '--write-baseline' do not apply", command: self)
        }
        if self == .generate, options.output == nil {
            throw UsageError(message: "say where the Swift goes: '--output DIR' or '--stdout'", command: self)
        }
    }

    /// One line of the overview's list of commands.
    var summary: String {
        switch self {
        case .generate: "Write Swift for the catalogs of one module."
        case .context: "Print the data templates are rendered against, as JSON."
        case .check: "Find translations that crash String(format:) or show the wrong text."
        case .usage: "Find keys the code looks up that no table has, and keys nothing uses."
        case .migrate: "Rewrite the code's lookups by key into symbols."
        case .format: "Rewrite catalogs as Xcode saves them."
        case .convert: "Turn legacy tables into catalogs, and catalogs into tables."
        case .mergeDriver: "Merge two versions of a catalog by key and language, for git."
        case .exportLocalizations: "Export catalogs for translators, as Xcode's .xcloc and XLIFF."
        case .importLocalizations: "Import translated XLIFF or .xcloc into the catalogs."
        }
    }

    /// The help's text before the options: what the command does, and how it is called.
    var overview: String {
        switch self {
        case .generate:
            """
            OVERVIEW: Write Swift for the catalogs of one module.

            USAGE: string-symbols generate (--output <dir> | --stdout) [options] <table>...

            Tables given together form one module: their names must differ. A legacy table is one name
            across all the .lproj folders found (en.lproj/Localizable.strings,
            de.lproj/Localizable.strings and Plurals/en.lproj/Localizable.stringsdict are one table).
            """
        case .context:
            """
            OVERVIEW: Print the data templates are rendered against, as JSON, for custom templates.

            USAGE: string-symbols context [options] <table>...

            Every string from a catalog is already escaped for its place: '...Literal' fields are
            Swift string literals, 'docLines' are doc-comment lines, names are Swift identifiers. Each
            rendered file also gets 'file': {name, module, tables}, what that file holds.
            """
        case .check:
            """
            OVERVIEW: Find the translations that crash String(format:) or show the wrong text.

            USAGE: string-symbols check [options] <table>...

            Each catalog's translations are checked against its source language: placeholders that
            take an argument the source does not have, or of another kind or size (%@, %d, %lld, %f),
            substitutions a translation refers to but does not define itself, arguments a translation
            leaves out, device variations without 'other', plural categories a language needs (CLDR)
            or never selects, a source value that drops the arguments its key carries, a source text
            not read as written (its translations then go unchecked). Then, per language, how many
            keys are missing, new, needing review or stale. The team's own rules (the options from
            --require-language to --key-pattern) are off until set; a key's comment silences one for
            that key with 'string-symbols:ignore RULE'.
            """
        case .usage:
            """
            OVERVIEW: Find keys the code looks up that no table has, and keys nothing uses.

            USAGE: string-symbols usage [--sources <dir>]... [options] <table>...

            Reads the module's Swift sources beside its tables and finds each lookup by a literal key:
            SwiftUI's Text("key"), Button("key"), .navigationTitle("key") and the other views and
            modifiers that take a LocalizedStringKey, String(localized:), LocalizedStringResource(_:),
            NSLocalizedString(_:), bundle.localizedString(forKey:value:table:), and the project's own
            helpers (--lookup-method, --lookup-function, or found where they pass their key on). It
            reports keys looked up that no table has (missing-key), keys neither looked up nor named
            by their symbol anywhere (unused-key; never those of the system's InfoPlist, AppShortcuts
            and ServicesMenu, Little Snitch's InternetAccessPolicy, or a storyboard's or XIB's
            table), and lookups a symbol can replace
            (replaceable-lookup). A lookup in another bundle than the module's (bundle: .main in a
            package) is not the module's. Objective-C, C and C++ files (.m, .mm, .h, .c, .cpp, …) are
            read for the keys their literals spell.
            """
        case .migrate:
            """
            OVERVIEW: Rewrite the code's lookups by key into the symbols the template gives.

            USAGE: string-symbols migrate [--write] [--sources <dir>]... [options] <table>...

            Every lookup 'usage' reports as replaceable is rewritten, and nothing else:
            Text("key", bundle: .module) becomes Text(.key), Button("key") { } becomes
            Button(.key) { } where SwiftUI takes a LocalizedStringResource title,
            String(localized: "key", bundle: .module) and "key".localized() become
            String(localized: .key), "items %lld".localized(count)
            becomes String(localized: .items(count)); with the string template, L10n.key. A lookup
            whose arguments do not fit its symbol, or that holds a comment or an #if, is left as it
            is, with a note. Without --write it prints a unified diff; with it, the files are written
            all or none. Running it again changes nothing.
            """
        case .format:
            """
            OVERVIEW: Rewrite String Catalogs as Xcode saves them: Xcode's next save changes nothing.

            USAGE: string-symbols format [--check] <catalog-or-folder>...

            Xcode's layout: two spaces of indentation, "key" : value, the keys of every object in
            Xcode's order (Foundation's localizedStandardCompare), text as UTF-8 with only quotes,
            backslashes and control characters escaped. Every field is kept as written, known or not;
            whether the file ends with a line break is kept. Folders are searched at any depth (hidden
            folders and asset catalogs aside). A catalog already in Xcode's bytes is not written; when
            any catalog cannot be read, none is written.
            """
        case .convert:
            """
            OVERVIEW: Turn legacy tables into String Catalogs, and catalogs into tables.

            USAGE: string-symbols convert [--to catalog|tables] [--output <dir>] [options] <input>...

            Legacy tables (.strings and .stringsdict across .lproj folders) become one catalog each,
            as Xcode's "Migrate to String Catalog" makes it: every text translated, every key
            migrated, in Xcode's bytes, beside the .lproj folders. Catalogs become a .strings file per
            language, and a .stringsdict for what varies, in <language>.lproj folders beside the
            catalog; what a table cannot hold (a string set, a device variation that varies again) is
            a warning per key. Without --to, each input becomes the other format, and inputs of both
            kinds are an error; with it, a folder's tables of the other kind stay as they are. Only
            new files are written: when one exists, or an input cannot be read, nothing is written.
            --remove-tables removes the tables once their catalogs are written, and refuses a table
            its catalog does not hold whole (a warning says what it would lose).
            """
        case .mergeDriver:
            """
            OVERVIEW: Merge two versions of a String Catalog by key and language: a git merge driver.

            USAGE: string-symbols merge-driver <base> <ours> <theirs> [<path>]

            Git gives the common ancestor, our version and theirs (%O %A %B) and the file's path (%P);
            the merge is written into <ours> in Xcode's bytes. Each top-level field, each field of a
            key and each language of a key is a unit: a unit one side changed takes that change; only
            a unit both sides changed differently is a conflict, left between conflict markers (a
            catalog that still holds one is an error at its first marker). A version that is no
            catalog is merged line by line, as git merges text. In .gitattributes:
              *.xcstrings merge=xcstrings
            and once per clone:
              git config merge.xcstrings.driver "string-symbols merge-driver %O %A %B %P"
            """
        case .exportLocalizations:
            """
            OVERVIEW: Export String Catalogs for translators, as Xcode's Export Localizations does.

            USAGE: string-symbols export --language <code>... [options] <catalog-or-folder>...

            Writes <language>.xcloc for each language: its contents.json, its XLIFF 1.2 (one <file>
            per catalog, in Xcode's bytes) in 'Localized Contents', and 'Source Contents' with each
            catalog in its source language. A string's variations are units of their own
            (key|==|plural.one, key|==|device.iphone), in the plural categories of the target
            language; states, comments and 'Don't Translate' go with them. What Xcode adds from the
            project rather than from catalogs (Info.plist keys, storyboards) is not exported. A bundle
            exported before is replaced: what its Localized Contents and Source Contents hold that
            this export does not write is removed (Notes/ is kept). When a catalog cannot be read,
            nothing is written.
            """
        case .importLocalizations:
            """
            OVERVIEW: Import translated XLIFF into the String Catalogs it came from.

            USAGE: string-symbols import [--root <dir>] <xcloc-xliff-or-folder>...

            Takes .xcloc bundles, .xliff files, and folders that hold them. Each <file> names its
            catalog by its path under --root. A target in state translated, final, signed-off or any
            other finished state (or none) is written, with the state translated (machine_translated
            for state-qualifier="leveraged-mt"); new and needs-review targets, and units without a
            target, change nothing. A unit that names no key or variation of its catalog is a warning.
            Catalogs are written in Xcode's bytes, all or none, and only when they change: importing
            an unchanged export changes nothing.
            """
        }
    }

    /// The help's text after the options.
    var epilogue: String {
        switch self {
        case .generate:
            """
            EXIT STATUS:
              0 success (warnings allowed), 1 errors in the input, 2 a command line that cannot be
              used. Problems are printed as 'path:line:column: error: message'.

            EXAMPLES:
              string-symbols generate --output Generated Sources/AppResources/*.xcstrings
              string-symbols generate --stdout --template string Localizable.xcstrings
              string-symbols generate --output Generated Sources/App/Resources
            """
        case .context:
            """
            EXIT STATUS:
              0 success (warnings allowed), 1 errors in the input, 2 a command line that cannot
              be used.
            """
        case .check:
            """
            EXIT STATUS:
              0 no finding is an error, 1 errors (in findings or in the input), 2 a command line that
              cannot be used.
            """
        case .usage:
            """
            EXIT STATUS:
              0 no finding is an error, 1 errors (a missing key with --level error, or in the input),
              2 a command line that cannot be used.

            EXAMPLES:
              string-symbols usage Sources/AppResources
              string-symbols usage --lookup-method localized --format sarif --sources Sources/App \\
                  Sources/App/Resources
            """
        case .migrate:
            """
            EXIT STATUS:
              0 success, 1 errors in the input or in writing, 2 a command line that cannot be used.

            EXAMPLES:
              string-symbols migrate Sources/AppResources | less
              string-symbols migrate --write --lookup-method localized Sources/AppResources
            """
        case .format:
            """
            EXIT STATUS:
              0 success (with --check: every catalog is as Xcode writes it), 1 a catalog that cannot
              be read or written (with --check: or one that would change), 2 a command line that
              cannot be used.

            EXAMPLES:
              string-symbols format Sources
              string-symbols format --check Sources/App/Localizable.xcstrings
            """
        case .convert:
            """
            EXIT STATUS:
              0 success (warnings allowed), 1 an input that cannot be read or a file that cannot be
              written, 2 a command line that cannot be used.

            EXAMPLES:
              string-symbols convert --remove-tables Sources/App/Resources
              string-symbols convert --to tables --language de --output Export Sources/App/Resources
            """
        case .mergeDriver:
            """
            EXIT STATUS:
              0 merged, 1 units or lines that conflict (or a file that cannot be read or written,
              or a line merge git cannot make), 2 a command line that cannot be used.
            """
        case .exportLocalizations:
            """
            EXIT STATUS:
              0 success, 1 a catalog that cannot be read or exported, or a file that cannot be
              written, 2 a command line that cannot be used.

            EXAMPLES:
              string-symbols export --language de --language fr --output Localizations Sources
              string-symbols export --language en --root . App/Resources/Localizable.xcstrings
            """
        case .importLocalizations:
            """
            EXIT STATUS:
              0 success (warnings allowed), 1 an input that cannot be read or a catalog that cannot
              be written, 2 a command line that cannot be used.

            EXAMPLES:
              string-symbols import Localizations/de.xcloc Localizations/fr.xcloc
              string-symbols import --root ~/Projects/App Translated/ja.xliff
            """
        }
    }
}
