import Checking

/// What the command line asks for.
enum Invocation {
    case run(Command, CommandOptions)
    case help(Command?)
    case version
}

/// Where generated files go.
enum OutputDestination: Equatable {
    case folder(String)
    case standardOutput
}

/// What the options of a command line say: the tables, the configuration values given as flags
/// (applied over `string-symbols.json`, in the order given), and the options only the command
/// line has.
struct CommandOptions {
    var tables: [String] = []
    var configurationValues: [(option: ConfigurationOption, value: ConfigurationOption.Value)] = []
    var configFile: String?
    var output: OutputDestination?
    /// `check`: the form of the report, a file to write when the check passes (for build
    /// systems), and whether the text form leaves out the summary.
    var format: CheckFormat = .text
    var touch: String?
    var quiet = false
    /// `check` and `usage`: the baseline file to write today's findings into.
    var writeBaseline: String?
    /// `usage` and `migrate`: the folders of the module's Swift sources; `migrate`: whether to
    /// write the files rather than print the diff.
    var sources: [String] = []
    var write = false
    /// `usage`: take the keys reported unused out of the tables.
    var prune = false
    /// `format`: report the catalogs that would change, and change none.
    var checkOnly = false
    /// `convert`: what to make (`nil`: each input the other format), where, which languages and
    /// states of catalogs go into tables, and whether converted tables are removed.
    var conversionTarget: ConversionTarget?
    var conversionOutput: String?
    var languages: [String] = []
    var states: [String] = []
    var removeTables = false
    /// `export` and `import`: the project's folder, which XLIFF's `original` paths are relative to
    /// (`nil`: the current folder). `export` takes its languages from `languages` and its folder
    /// from `conversionOutput`.
    var exchangeRoot: String?
}

/// A command line that cannot be understood, with the command whose help would explain it.
struct UsageError: Error, Equatable {
    var message: String
    var command: Command?
}
