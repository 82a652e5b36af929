import Symbols

/// Parses `string-symbols` arguments: a command, then options and tables in any order.
/// `--name value` and `--name=value` both work; `--` ends the options. What each command takes is
/// its ``Command/options``, so parsing knows no option by name.
struct ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, let command = Command(rawValue: arguments[1]) { return .help(command) }
            return .help(nil)
        case "--version":
            guard arguments.count == 1 else {
                throw UsageError(message: "'--version' takes nothing after it; found '\(arguments[1])'", command: nil)
            }
            return .version
        default:
            break
        }
        guard let command = Command(rawValue: first) else {
            let known = Command.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: first.hasPrefix("-") ? "unknown option '\(first)' before a command; the commands are \(known)" : "unknown command '\(first)'; the commands are \(known)", command: nil)
        }
        do {
            guard let options = try parseOptions(Array(arguments.dropFirst()), of: command) else { return .help(command) }
            try command.validate(options)
            return .run(command, options)
        } catch {
            throw UsageError(message: error.message, command: command)
        }
    }

    /// The options of a command line after the command; `nil` when it asks for help.
    private static func parseOptions(_ arguments: [String], of command: Command) throws(UsageError) -> CommandOptions? {
        var options = CommandOptions()
        var remaining = arguments[...]
        var optionsEnded = false
        var given: Set<String> = []
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                guard !argument.isEmpty else { throw UsageError(message: "an input is an empty path; name a file or folder", command: command) }
                options.tables.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = command.options.first(where: { $0.isNamed(name) }) else {
                throw UsageError(message: command.refusals[name] ?? "unknown option '\(name)'", command: command)
            }
            if option.flag == Option.help.flag {
                guard inlineValue == nil else { throw UsageError(message: "'\(name)' takes no value", command: command) }
                return nil
            }
            guard given.insert(option.flag).inserted || option.isRepeatable else {
                throw UsageError(message: "'\(option.flag)' is given twice; it takes one value", command: command)
            }
            let value: ConfigurationOption.Value
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw UsageError(message: "'\(name)' takes no value", command: command) }
                value = .bool(true)
            case .choice, .text, .names, .languages, .language, .parameters, .patterns, .pattern, .extractionStates:
                let text: String
                if let inlineValue {
                    text = inlineValue
                } else if let next = remaining.first, !next.hasPrefix("--") {
                    text = next
                    remaining = remaining.dropFirst()
                } else {
                    throw UsageError(message: "'\(name)' needs a value", command: command)
                }
                if let problem = option.kind.problem(with: text) {
                    // A pattern's problem does not quote it: it is quoted here, as string-symbols.json's are.
                    let subject = option.kind == .pattern || option.kind == .patterns ? "'\(name)': '\(text)'" : "'\(name)'"
                    throw UsageError(message: "\(subject) \(problem)", command: command)
                }
                switch option.kind {
                case .names, .languages, .patterns, .extractionStates: value = .names([text])
                case .parameters:
                    let (parameterName, parameter) = TemplateParameter.parse(text)!
                    value = .parameters([parameterName: parameter])
                default: value = .text(text)
                }
            }
            switch option.target {
            case .configuration(let configurationOption):
                options.configurationValues.append((configurationOption, value))
            case .commandLine(let apply):
                try apply(&options, value)
            }
        }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
