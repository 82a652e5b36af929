import Foundation
import KeyUsage
import Symbols

/// `usage`: the report to standard output (its findings to standard error in the text form, as
/// compilers print them), exit 1 when a finding is an error at the level asked for.
func usage(_ options: CommandOptions) -> ExitStatus {
    do {
        let configuration = try makeConfiguration(options)
        if refusesRatchetWithoutBaseline(configuration, options, .usage) { return .usageError }
        let run = UsageRun(tables: options.tables, sourceFolders: options.sources)
        var (full, warnings) = try run.report(configuration)
        if let objectiveC = run.objectiveCLookupWarning(in: full) { warnings.append(objectiveC) }
        if options.prune {
            warnings.forEach { printError($0.description) }
            full.findings.filter { $0.rule == .unreadableFile }.forEach { printError($0.diagnostic.description) }
            // Pruning every key of a module whose sources were only assumed would empty its tables.
            if let unused = run.noKeyUsed(in: full, severity: options.sources.isEmpty ? .error : .warning) {
                printError(unused.description)
                if unused.severity == .error { return .inputError }
            }
            // A key whose unused-key finding the baseline holds is kept: the team accepted it.
            return try prune(
                applyBaseline(to: full, command: "usage", inputs: run.tables + run.folders, configuration, options), configuration, options,
                defaultSources: run)
        }
        let noKeyUsed = configuration.generator.check != .off ? run.noKeyUsed(in: full, severity: .warning) : nil
        if let noKeyUsed { warnings.append(noKeyUsed) }
        let report = try applyBaseline(to: full.leveled(configuration.generator.check), command: "usage", inputs: run.tables + run.folders, configuration, options)
        // Of the keys called unused that a baseline does not hold.
        if noKeyUsed == nil, let assumed = run.defaultSourcesDiagnostic(.note, unusedKeys: report.findings.count { $0.rule == .unusedKey }, removed: false) {
            warnings.append(assumed)
        }
        printReport(report, warnings: warnings, options)
        // Ended here, the process leaves the report's thousands of values to the system instead of
        // freeing them one by one: on an app of 1,200 files that took about 4 ms.
        endProcess(report.hasErrors ? .inputError : .success)
    } catch {
        return reportFailure(error, options)
    }
}

/// `migrate`: the rewrite as a unified diff on standard output, or, with `--write`, the files
/// written; what is left as it is, as notes on standard error.
func migrate(_ options: CommandOptions) -> ExitStatus {
    do {
        let configuration = try makeConfiguration(options)
        let run = UsageRun(tables: options.tables, sourceFolders: options.sources)
        let (report, warnings) = try run.report(configuration)
        warnings.forEach { printError($0.description) }
        report.findings.filter { $0.rule == .unreadableFile }.forEach { printError($0.diagnostic.description) }
        report.leftAlone.forEach { printError($0.description) }
        let lookups = report.rewrites.reduce(0) { $0 + $1.edits.count }
        // The `xcode` output's symbols are LocalizedStringResource's, which older releases lack;
        // the project's deployment target is not the tool's to read. A lookup that was already a
        // LocalizedStringResource needed those releases before.
        let raisesAvailability = report.rewrites.contains { $0.edits.contains { $0.lookupKind.map { $0 != .localizedStringResource } ?? false } }
        if raisesAvailability, let platforms = configuration.generator.template.descriptor?.symbolReference.minimumPlatforms {
            printError("note: the rewritten lookups use LocalizedStringResource, which needs \(platforms) or later; for an earlier deployment target, migrate with '--template string'")
        }
        // SwiftUI declares the other views' resource titles in Xcode 26's SDK, back to those releases.
        let resourceTitles = report.rewrites.reduce(0) { $0 + $1.edits.count(where: \.passesResourceToSwiftUI) }
        if resourceTitles > 0 {
            let subject = resourceTitles == 1 ? "1 SwiftUI title is given its symbol" : "\(resourceTitles) SwiftUI titles are given their symbols"
            printError("note: \(subject) directly, as in Button(.key): SwiftUI has these LocalizedStringResource initializers and modifiers from the SDK of Xcode 26 on")
        }
        if options.write {
            let written = try SourceFileWriter(sourceFolders: run.folders).write(report.rewrites)
            written.leftAlone.forEach { printError($0.description) }
            let rewritten = report.rewrites.filter { rewrite in !written.leftAlone.contains { $0.path == rewrite.path } }.reduce(0) { $0 + $1.edits.count }
            printError("rewrote \(rewritten) lookup\(rewritten == 1 ? "" : "s") in \(written.written.count) file\(written.written.count == 1 ? "" : "s"); \(report.lookupsLeftAlone + written.leftAlone.count) left as they are")
        } else {
            let folder = FileManager.default.currentDirectoryPath
            for rewrite in report.rewrites {
                StandardStream.output.write(rewrite.diff(shownFrom: folder))
            }
            printError("\(lookups) lookup\(lookups == 1 ? "" : "s") in \(report.rewrites.count) file\(report.rewrites.count == 1 ? "" : "s") can be rewritten (--write writes them); \(report.lookupsLeftAlone) left as they are")
        }
        return .success
    } catch {
        error.diagnostics.forEach { printError($0.description) }
        return .inputError
    }
}
