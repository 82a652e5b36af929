import FileSystem
import Findings
import Foundation
import InputText
import PluginFacts

/// `--ratchet` on the command line when neither it nor the configuration file names a baseline
/// to hold the findings to: a command line that cannot be used (exit 2). A ratchet that only the
/// configuration file asks for is that file's error, reported as the baseline is applied.
/// Prints the usage error, and says whether the command must stop.
func refusesRatchetWithoutBaseline(_ configuration: ToolConfiguration, _ options: CommandOptions, _ command: Command) -> Bool {
    guard configuration.ratchet, configuration.baseline == nil, options.writeBaseline == nil,
          options.configurationValues.contains(where: { $0.option.key == ConfigurationOption.ratchet.key }) else { return false }
    printUsageError(UsageError(message: "'--ratchet' needs a baseline to hold the findings to: name it with '--baseline FILE' or \"baseline\" in \(GenerationFiles.configurationFileName)", command: command))
    return true
}

/// `report` of `command` (`check` or `usage`) with the baseline the options name: written from
/// its findings with `--write-baseline` (then none of them is new), or read from `baseline`
/// (`--baseline`, `string-symbols.json`) and applied, with the ratchet if asked for. `inputs` are
/// the folders and files the run was asked to read: a file of the baseline that is gone from them
/// (a catalog deleted or renamed) holds no finding any more.
///
/// - Throws: A baseline that cannot be read or written, or a ratchet without a baseline.
func applyBaseline<Report: FindingsReport>(
    to report: Report, command: String, inputs: [String], _ configuration: ToolConfiguration, _ options: CommandOptions
) throws(DiagnosticError) -> Report {
    var report = report
    if let path = options.writeBaseline {
        let existing = FileManager.default.fileExists(atPath: path) ? try FileBytes.contents(ofFile: path) : nil
        let folder = BaselineOutcome.folder(of: path)
        // A section that cannot be read is written anew, as before (the file's own shape is
        // checked as it is replaced). A finding of a rule the command does not have is kept as
        // it is, as another run's would be: reading the baseline to apply it says it is wrong.
        let previous = existing.flatMap { try? Baseline.read($0, path: path, command: command, rules: nil) }?.entries ?? []
        report.scope.files += goneFiles(of: previous, folder: folder, inputs: inputs)
        // What the run could not have found (another module's files, a rule it did not apply)
        // stays as it was: one baseline serves several runs.
        let covered = report.scope.covers(relativeTo: folder)
        let kept = previous.filter { !covered($0) }
        let found = report.baselineEntries(relativeTo: folder)
        let baseline = Baseline(command: command, entries: found + kept)
        let bytes = try baseline.fileBytes(replacingIn: existing, path: path)
        if bytes != existing {
            try createFolder(folder, for: "the baseline's folder", path: path)
            try AtomicFileWriter().write([AtomicFileWriter.File(path: path, contents: bytes, previous: existing)])
        }
        let count = found.count
        let others = kept.isEmpty ? "" : "; \(kept.count) more kept, of files or rules this run did not cover"
        printError("wrote the baseline \(path): \(count) finding\(count == 1 ? "" : "s") of \(command)\(others)")
        return report.applying(baseline, path: path, ratchet: false)
    }
    guard let path = configuration.baseline else {
        if configuration.ratchet {
            throw DiagnosticError(Diagnostic(.error, "the ratchet needs a baseline: name it with --baseline FILE or \"baseline\" in string-symbols.json", path: options.configFile ?? command, at: nil))
        }
        return report
    }
    guard FileKind(atPath: path, followingLinks: true) != .missing else {
        throw DiagnosticError(Diagnostic(.error, "there is no baseline here yet: run \(command) once with --write-baseline \(path) to record today's findings, which later runs then pass over", path: path, at: nil))
    }
    let baseline = try Baseline.read(FileBytes.contents(ofFile: path), path: path, command: command, rules: Report.ruleIDs)
    report.scope.files += goneFiles(of: baseline.entries, folder: BaselineOutcome.folder(of: path), inputs: inputs)
    return report.applying(baseline, path: path, ratchet: configuration.ratchet)
}

/// The files `entries` name (relative to `folder`, the baseline's) that no longer exist and lie in
/// `inputs`, the folders and files the run was asked to read: a deleted or renamed catalog, whose
/// findings are then fixed. A file that exists but that the run did not read is none of them.
func goneFiles(of entries: [Baseline.Entry], folder: String, inputs: [String]) -> [String] {
    let roots = inputs.map { standardizedPath($0) }
    let base = standardizedPath(folder)
    return Set(entries.map(\.file)).map { standardizedPath($0, in: base) }.filter { file in
        roots.contains { $0 == file || isPath(file, below: $0) } && FileKind(atPath: file) == .missing
    }.sortedOutOfLine()
}
