import StringSymbols

/// Parses `string-symbols` arguments: a command, then options and catalogs in any order.
/// `--name value` and `--name=value` both work; `--` ends the options.
struct ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, let command = Command(rawValue: arguments[1]) { return .help(command) }
            return .help(nil)
        case "--version":
            return .version
        default:
            break
        }
        guard let command = Command(rawValue: first) else {
            let known = Command.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: first.hasPrefix("-") ? "unknown option '\(first)' before a command; the commands are \(known)" : "unknown command '\(first)'; the commands are \(known)", command: nil)
        }
        var options = CommandOptions()
        var remaining = arguments.dropFirst()[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.catalogs.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "'\(name)' needs a value", command: command)
                }
                return next
            }
            func choice<Value: RawRepresentable & CaseIterable>(_: Value.Type) throws(UsageError) -> Value where Value.RawValue == String {
                let text = try value()
                guard let parsed = Value(rawValue: text) else {
                    let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "'\(name)' takes one of \(allowed), not '\(text)'", command: command)
                }
                return parsed
            }
            switch name {
            case "-h", "--help":
                return .help(command)
            case "--output", "-o":
                try setOutput(.folder(try value()), in: &options, command: command)
            case "--stdout":
                try noValue(name, inlineValue, command)
                try setOutput(.standardOutput, in: &options, command: command)
            case "--config":
                options.configFile = try value()
            case "--access":
                options.access = try choice(AccessLevel.self)
            case "--template":
                options.template = TemplateChoice(argument: try value())
            case "--symbols":
                options.symbols = try choice(SymbolSelection.self)
            case "--module-name":
                let name = try value()
                guard !name.isEmpty else { throw UsageError(message: "'--module-name' needs a non-empty name", command: command) }
                options.moduleName = name
            case "--source-language":
                let language = try value()
                guard !language.isEmpty else { throw UsageError(message: "'--source-language' needs a language code such as en", command: command) }
                options.sourceLanguage = language
            case "--darwin-only":
                try noValue(name, inlineValue, command)
                options.darwinOnly = true
            case "--verbose", "-v":
                try noValue(name, inlineValue, command)
                options.verbose = true
            case "--format" where command == .check:
                options.format = try choice(CheckFormat.self)
            case "--level" where command == .check:
                options.level = try choice(CheckLevel.self)
            case "--touch" where command == .check:
                options.touch = try value()
            case "--quiet" where command == .check, "-q" where command == .check:
                try noValue(name, inlineValue, command)
                options.quiet = true
            default:
                throw UsageError(message: "unknown option '\(name)'", command: command)
            }
        }
        guard !options.catalogs.isEmpty else {
            throw UsageError(message: "no tables given; name .xcstrings, .strings or .stringsdict files, .lproj folders or folders that hold them", command: command)
        }
        switch command {
        case .generate:
            guard options.output != nil else {
                throw UsageError(message: "say where the Swift goes: '--output DIR' or '--stdout'", command: command)
            }
            return .generate(options)
        case .context:
            if case .folder? = options.output {
                throw UsageError(message: "'context' prints to standard output; '--output' does not apply", command: command)
            }
            return .context(options)
        case .check:
            if options.output != nil {
                throw UsageError(message: "'check' prints its report to standard output; '--output' and '--stdout' do not apply", command: command)
            }
            return .check(options)
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func noValue(_ name: String, _ inlineValue: String?, _ command: Command) throws(UsageError) {
        if inlineValue != nil { throw UsageError(message: "'\(name)' takes no value", command: command) }
    }

    private static func setOutput(_ output: OutputDestination, in options: inout CommandOptions, command: Command) throws(UsageError) {
        if let existing = options.output, existing != output {
            throw UsageError(message: "'--output' and '--stdout' exclude each other", command: command)
        }
        options.output = output
    }
}
