import StringSymbols

/// What the command line asks for.
enum Invocation: Equatable {
    case generate(CommandOptions)
    case context(CommandOptions)
    case help(Command?)
    case version
}

/// The subcommands.
enum Command: String, CaseIterable {
    case generate
    case context
}

/// Where generated files go.
enum OutputDestination: Equatable {
    case folder(String)
    case standardOutput
}

/// The options of `generate` and `context`, which read catalogs the same way.
struct CommandOptions: Equatable {
    var catalogs: [String] = []
    var output: OutputDestination?
    var configFile: String?
    var access: AccessLevel?
    var template: TemplateChoice?
    var symbols: SymbolSelection?
    var moduleName: String?
    var darwinOnly = false
    var verbose = false
}

/// A command line that cannot be understood, with the command whose help would explain it.
struct UsageError: Error, Equatable {
    var message: String
    var command: Command?
}
