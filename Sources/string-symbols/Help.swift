import StringSymbols

/// The texts of `--help`.
enum Help {
    static func text(for command: Command?) -> String {
        switch command {
        case nil: overview
        case .generate: generate
        case .context: context
        }
    }

    static let overview = """
    OVERVIEW: Typed, public Swift accessors for String Catalogs (.xcstrings), with the names and
    call sites of Xcode 26's own generated symbols.

    USAGE: string-symbols <command> [options] <catalog>...

    COMMANDS:
      generate     Write Swift for the catalogs of one module.
      context      Print the data templates are rendered against, as JSON.

    OPTIONS:
      -h, --help   Show help; 'string-symbols <command> --help' explains a command.
      --version    Show the version.

    EXAMPLE:
      string-symbols generate --stdout Sources/AppResources/Localizable.xcstrings
    """

    static let sharedOptions = """
      --module-name <name>    The module that owns the catalogs; the generated types are
                              named after it. Default: the folder of the first catalog.
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

    USAGE: string-symbols generate (--output <dir> | --stdout) [options] <catalog>...

    Catalogs given together form one module: their file names (the table names) must differ.

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
    """

    static let context = """
    OVERVIEW: Print the data templates are rendered against, as JSON, to write a custom template.

    USAGE: string-symbols context [options] <catalog>...

    Every string from a catalog is already escaped for its place: '...Literal' fields are Swift
    string literals, 'docLines' are doc-comment lines, names are Swift identifiers. Each
    rendered file also gets 'file': {name, module, tables}, what that file holds.

    OPTIONS:
    \(sharedOptions)
    """
}
