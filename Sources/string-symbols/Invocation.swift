import StringSymbols

/// What the command line asks for.
enum Invocation: Equatable {
    case generate(CommandOptions)
    case context(CommandOptions)
    case check(CommandOptions)
    case help(Command?)
    case version
}

/// The subcommands.
enum Command: String, CaseIterable {
    case generate
    case context
    case check
}

/// Where generated files go.
enum OutputDestination: Equatable {
    case folder(String)
    case standardOutput
}

/// The options of the commands, which read catalogs the same way.
struct CommandOptions: Equatable {
    var catalogs: [String] = []
    var output: OutputDestination?
    var configFile: String?
    var access: AccessLevel?
    var template: TemplateChoice?
    var symbols: SymbolSelection?
    var moduleName: String?
    var sourceLanguage: String?
    var darwinOnly = false
    var verbose = false
    /// `check`: the form of the report, the level that overrides the configuration's, a file to
    /// write when the check passes (for build systems), and whether the text form leaves out the
    /// summary.
    var format: CheckFormat = .text
    var level: CheckLevel?
    var touch: String?
    var quiet = false
}

/// A command line that cannot be understood, with the command whose help would explain it.
struct UsageError: Error, Equatable {
    var message: String
    var command: Command?
}
