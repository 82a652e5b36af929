import StringSymbols

/// The texts of `--help`.
enum Help {
    static func text(for command: Command?) -> String {
        switch command {
        case nil: overview
        case .generate: generate
        case .context: context
        case .check: check
        }
    }

    static let overview = """
    OVERVIEW: Typed, public Swift accessors for String Catalogs (.xcstrings) and legacy tables
    (.strings, .stringsdict), with the names and call sites of Xcode 26's own generated symbols.

    USAGE: string-symbols <command> [options] <table>...

    A <table> is a String Catalog, a .strings or .stringsdict file, an .lproj folder, or a
    folder that holds any of them. A legacy table gets the symbols its String Catalog gets once
    Xcode migrates it, so call sites never change when the table does.

    COMMANDS:
      generate     Write Swift for the catalogs of one module.
      context      Print the data templates are rendered against, as JSON.
      check        Find translations that crash String(format:) or show the wrong text.

    OPTIONS:
      -h, --help   Show help; 'string-symbols <command> --help' explains a command.
      --version    Show the version.

    EXAMPLE:
      string-symbols generate --stdout Sources/AppResources/Localizable.xcstrings
    """

    static let sharedOptions = """
      --module-name <name>    The module that owns the tables; the generated types are
                              named after it. Default: the folder of the first input (the
                              folder that holds an .lproj folder, for a legacy table).
      --source-language <code>
                              The language of legacy tables' keys and source texts, read
                              from <code>.lproj (English.lproj for en), else Base.lproj.
                              Default: en. A .strings or .stringsdict file named as an input
                              is the source of its table, whatever its folder.
      --access <level>        public (default), package or internal.
      --template <template>   xcode (default): LocalizedStringResource members, used as
                              Text(.roomAvailable) from any module; string: portable
                              accessors returning String, for Linux too; or the path of a
                              Mustache template (partials are NAME.mustache beside it).
      --symbols <selection>   all (default): every key but stale ones and those with
                              generatesSymbol false; manual: exactly Xcode's rule.
      --darwin-only           Wrap the xcode output in #if canImport(Darwin), for a module
                              that also builds on Linux but uses its strings on Apple
                              platforms only.
      -v, --verbose           Report every key that gets no symbol on its own; without it,
                              keys that are not manual are summarised per catalog and reason.
      --config <file>         Read options from a string-symbols.json; flags given on the
                              command line win.
      -h, --help              Show this help.
    """

    static let generate = """
    OVERVIEW: Write Swift for the catalogs of one module.

    USAGE: string-symbols generate (--output <dir> | --stdout) [options] <table>...

    Tables given together form one module: their names must differ. A legacy table is one name
    across all the .lproj folders found (en.lproj/Localizable.strings,
    de.lproj/Localizable.strings and Plurals/en.lproj/Localizable.stringsdict are one table).

    OUTPUT:
      -o, --output <dir>      Write StringSymbols.swift (module-wide declarations) and one
                              <Table>+StringSymbols.swift per catalog. A file is written only
                              when its contents change; on any error nothing is touched.
      --stdout                Print everything as one compilable Swift file.

    OPTIONS:
    \(sharedOptions)

    EXIT STATUS:
      0 success (warnings allowed), 1 errors in the input, 2 a command line that cannot be used.
      Problems are printed as 'path:line:column: error: message'.

    EXAMPLES:
      string-symbols generate --output Generated Sources/AppResources/*.xcstrings
      string-symbols generate --stdout --template string Localizable.xcstrings
      string-symbols generate --output Generated Sources/App/Resources
    """

    static let context = """
    OVERVIEW: Print the data templates are rendered against, as JSON, to write a custom template.

    USAGE: string-symbols context [options] <table>...

    Every string from a catalog is already escaped for its place: '...Literal' fields are Swift
    string literals, 'docLines' are doc-comment lines, names are Swift identifiers. Each
    rendered file also gets 'file': {name, module, tables}, what that file holds.

    OPTIONS:
    \(sharedOptions)
    """

    static let check = """
    OVERVIEW: Find the translations that crash String(format:) or show the wrong text.

    USAGE: string-symbols check [options] <table>...

    Each catalog's translations are checked against its source language: placeholders that take
    an argument the source does not have, or of another kind or size (%@, %d, %lld, %f),
    substitutions the source does not define, arguments a translation leaves out, device
    variations without 'other', plural categories a language needs (CLDR) or never selects.
    Then, per language, how many keys are missing, new, needing review or stale.

    OPTIONS:
      --format <format>       text (default): diagnostics on standard error and a summary;
                              json; or sarif (SARIF 2.1.0, for code-scanning tools).
      --level <level>         error: findings that crash or print garbage are errors (exit 1);
                              warning: every finding is a warning (default, or the "check"
                              of the configuration); off: only the summary.
      --touch <file>          Write <file> (Swift comments) when the check passes and
                              <file> is missing or different, for build systems.
      -q, --quiet             Print the findings only: no summary, and no warnings about
                              reading the catalogs (generate gives those).
      --source-language <code>
                              The language of legacy tables' source texts (default: en).
      --config <file>         Read options from a string-symbols.json.
      -h, --help              Show this help.

    EXIT STATUS:
      0 no finding is an error, 1 errors (in findings or in the input), 2 a command line that
      cannot be used.
    """
}
