import Checking
import FileSystem
import Findings
import Foundation
import InputText
import PluginFacts
import StringSymbols

/// Exit statuses, as the README documents them.
enum ExitStatus: Int32 {
    case success = 0
    case inputError = 1
    case usageError = 2
}

func printError(_ text: String) {
    StandardStream.error.write(text + "\n")
}

/// Prints `lines` to standard error, a line break after each.
func printErrors(_ lines: [String]) {
    StandardStream.error.write(lines: lines)
}

/// Prints a command line that cannot be used, and where its help is.
func printUsageError(_ error: UsageError) {
    printError("error: \(error.message)")
    printError("See 'string-symbols \(error.command.map { "\($0.rawValue) " } ?? "")--help'.")
}

/// Ends the process with `status`, its output flushed.
func endProcess(_ status: ExitStatus) -> Never {
    exit(status.rawValue)
}

func run(_ arguments: [String]) -> ExitStatus {
    let invocation: Invocation
    do {
        invocation = try ArgumentParser.parse(arguments)
    } catch {
        printUsageError(error)
        return .usageError
    }
    switch invocation {
    case .help(let command):
        print(Help.text(for: command))
        return .success
    case .version:
        print(ToolVersion.current)
        return .success
    case .run(.check, let options):
        return check(options)
    case .run(.usage, let options):
        return usage(options)
    case .run(.migrate, let options):
        return migrate(options)
    case .run(.format, let options):
        return format(options)
    case .run(.convert, let options):
        return convert(options)
    case .run(.mergeDriver, let options):
        return mergeDriver(options)
    case .run(.exportLocalizations, let options):
        return exportLocalizations(options)
    case .run(.importLocalizations, let options):
        return importLocalizations(options)
    case .run(let command, let options):
        do {
            let configuration = try makeConfiguration(options).generator
            var generator = Generator(configuration: configuration)
            // The tool ends once the output is written: the system frees its memory at once.
            generator.keepsWhatItNoLongerNeeds = true
            if command == .context {
                let (context, warnings) = try generator.context(catalogPaths: options.tables)
                warnings.forEach { printError($0.description) }
                StandardStream.output.write(context.root.jsonText())
                return .success
            }
            switch options.output {
            case .standardOutput?:
                let result = try generator.generate(catalogPaths: options.tables, layout: .singleFile)
                result.warnings.forEach { printError($0.description) }
                StandardStream.output.write(result.files.map(\.contents).joined())
            case .folder(let folder)?:
                let writer = OutputWriter(folder: folder)
                try writer.checkSeparate(fromCatalogs: options.tables)
                let result = try generator.generate(catalogPaths: options.tables, layout: .filePerTable)
                result.warnings.forEach { printError($0.description) }
                let report = try writer.write(result.files)
                report.kept.forEach { printError($0.description) }
            case nil:
                return .usageError
            }
            if let advice = appleFoundationAdvice(configuration) { printError(advice) }
            return .success
        } catch {
            error.diagnostics.forEach { printError($0.description) }
            return .inputError
        }
    }
}

/// A warning when the output needs Apple's Foundation, this platform has none, and the
/// configuration does not say whether that is meant (`darwinOnly`): the text is written as
/// asked, but it will not compile here.
func appleFoundationAdvice(_ configuration: GeneratorConfiguration) -> String? {
    #if canImport(Darwin)
    return nil
    #else
    return configuration.needsAppleFoundationAdvice ? AppleFoundationAdvice.commandLineWarning : nil
    #endif
}

/// Prints `report` in the form `options` asks for: in the text form, the reading's `warnings` and
/// the findings to standard error, as compilers print them, and the summary to standard output
/// (both but the findings left out with `--quiet`); JSON or SARIF to standard output.
func printReport(_ report: some FindingsReport, warnings: [Diagnostic], _ options: CommandOptions) {
    if !options.quiet { printErrors(warnings.map(\.description)) }
    switch options.format {
    case .text:
        printErrors(report.diagnosticLines)
        if !options.quiet { print(report.summaryLines.joined(separator: "\n")) }
    case .json:
        StandardStream.output.write(report.json(warnings: warnings))
    case .sarif:
        StandardStream.output.write(report.sarif(warnings: warnings))
    }
    // The document says it too; standard error says why the command fails.
    if options.format != .text, let error = report.baseline?.ratchetError { printError(error.description) }
}

/// `check`: the report to standard output (its diagnostics to standard error in the text form,
/// as compilers print them), exit 1 when a finding is an error at the level asked for.
func check(_ options: CommandOptions) -> ExitStatus {
    do {
        let configuration = try makeConfiguration(options)
        if refusesRatchetWithoutBaseline(configuration, options, .check) { return .usageError }
        // Not the reader's warnings, which generate reports: said with --quiet too.
        configuration.policyWarnings.forEach { printError($0.description) }
        let (full, warnings) = try checkReport(configuration, tables: options.tables)
        let report = try applyBaseline(to: full, command: "check", inputs: options.tables, configuration, options)
        printReport(report, warnings: warnings, options)
        if report.hasErrors { return .inputError }
        if let touch = options.touch {
            try writeCheckStamp(to: touch)
        }
        return .success
    } catch {
        return reportFailure(error, options)
    }
}

/// Prints the errors that stopped `check` or `usage` before it found anything; in the JSON and
/// SARIF forms, a document of the failed run on standard output too, so that a pipeline that
/// reads or uploads it whatever happens gets a valid one that says why.
func reportFailure(_ error: DiagnosticError, _ options: CommandOptions) -> ExitStatus {
    error.diagnostics.forEach { printError($0.description) }
    guard !options.prune else { return .inputError }
    let errors = error.diagnostics.filter { $0.severity == .error }
    switch options.format {
    case .text: break
    case .json: StandardStream.output.write(ReportDocuments.json(failingWith: errors))
    case .sarif: StandardStream.output.write(ReportDocuments.sarif(failingWith: errors))
    }
    return .inputError
}

/// What `check` reports for `tables` (catalogs, legacy tables, folders that hold them): each
/// problem of every translation, as it is (not summarized), and the team's policy; with the
/// warnings of reading them.
func checkReport(_ configuration: ToolConfiguration, tables: [String]) throws(DiagnosticError) -> (report: CheckReport, warnings: [Diagnostic]) {
    // Module by module: a package's targets may each have a table of one name.
    let (read, warnings) = try Generator(configuration: configuration.generator).readByModule(tables, summarizing: false)
    let markers = read.flatMap(IgnoreMarkers.namingNoRule)
    return (CheckReport(checking: read, level: configuration.generator.check, policy: configuration.policy), warnings + markers)
}

/// The file `check --touch` writes after a passing check. It is a Swift file of comments, so that a
/// SwiftPM build tool plugin can declare it as an output (SwiftPM compiles a plugin's outputs or
/// bundles them as resources), and it is written only when missing or different: a check that
/// reruns then leaves the module it belongs to as it was, with nothing to recompile.
func writeCheckStamp(to path: String) throws(DiagnosticError) {
    let mark = "// Written by `string-symbols check --touch`"
    let stamp = Array("""
        \(mark) when the check passes, so that a build reruns the
        // check only when a catalog or the configuration changes. The findings are in the build log.

        """.utf8)
    let existing = try? FileBytes.contents(ofFile: path)
    if existing == stamp { return }
    // Only a file of its own, or an empty one, is written over: the path named could be a
    // catalog or a source file.
    if let existing, !existing.isEmpty, !existing.starts(with: mark.utf8) {
        throw DiagnosticError(Diagnostic(.error, "this is not a file check --touch wrote, so it is left as it is; name a file of its own (a build's work folder), which --touch writes when the check passes", path: path, at: nil))
    }
    try createFolder(TableFileName.folder(of: path), path: path)
    try AtomicFileWriter().write([AtomicFileWriter.File(path: path, contents: stamp, previous: existing)])
}

/// The configuration file (if any) with the command-line flags on top, in the order given.
func makeConfiguration(_ options: CommandOptions) throws(DiagnosticError) -> ToolConfiguration {
    var configuration = ToolConfiguration()
    if let file = options.configFile {
        configuration = try ConfigurationFile.read(contentsOfFile: file)
    }
    for (option, value) in options.configurationValues {
        option.apply(value, to: &configuration)
        // Set again on the command line, a setting is no longer where the file has it.
        configuration.generator.settingPlaces[option.key] = nil
        if case .parameters(let parameters) = value {
            parameters.keys.forEach { configuration.generator.settingPlaces[parameter: $0] = nil }
        }
    }
    return configuration
}

keepFreedMemoryForReuse()
endProcess(run(Array(CommandLine.arguments.dropFirst())))
