import Foundation
import InputText
import JSON

/// Findings a team has accepted for now, so that `check` and `usage` report only new ones: a
/// file written by `--write-baseline` and read by `--baseline`.
///
/// A finding is matched by its rule, its file, its key and (for `check`) its language, never by
/// its line, so that edits elsewhere in a file do not break the match; a baseline holds a
/// finding as many times as it was found. Paths are written relative to the baseline's folder,
/// so that the file means the same in every clone.
package struct Baseline: Equatable, Sendable {
    /// One finding as a baseline holds it.
    package struct Entry: Hashable, Sendable, Comparable {
        /// The rule's identifier (`argument-type`, `unused-key`).
        package var rule: String
        /// The file the finding is in, relative to the baseline's folder: a table for `check`,
        /// a table or a Swift file for `usage`.
        package var file: String
        /// The key, or `""` for a finding about no key (a file that cannot be read).
        package var key: String
        /// The language of a translation (`check`), else `nil`.
        package var language: String?

        package init(rule: String, file: String, key: String, language: String? = nil) {
            self.rule = rule
            self.file = file
            self.key = key
            self.language = language
        }

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.key, lhs.language ?? "") < (rhs.file, rhs.rule, rhs.key, rhs.language ?? "")
        }
    }

    /// The command whose findings these are: `check` or `usage`.
    package var command: String
    /// The findings, sorted.
    package var entries: [Entry]
    /// Where each finding is first in the file it was read from (none for a baseline made from
    /// a run's findings).
    package var places: [Entry: SourceLocation]

    package init(command: String, entries: [Entry], places: [Entry: SourceLocation] = [:]) {
        self.command = command
        self.entries = entries.sortedOutOfLine()
        self.places = places
    }

    /// How the findings of a run compare with a baseline.
    package struct Comparison: Sendable {
        /// For each finding of the run, in its order: whether the baseline holds it.
        package var held: [Bool]
        /// What the baseline holds that the run no longer finds: fixed, so the baseline can
        /// shrink.
        package var fixed: [Entry]
    }

    /// `findings` of a run against the baseline: each entry of the baseline answers one finding.
    /// An entry the run could not have found (`isCovered` false: a rule it did not apply, a file it
    /// did not read) is neither held nor fixed.
    package func compare(_ findings: [Entry], isCovered: (Entry) -> Bool = { _ in true }) -> Comparison {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        let held = findings.map { finding -> Bool in
            guard let count = remaining[finding], count > 0 else { return false }
            remaining[finding] = count - 1
            return true
        }
        let fixed = entries.filter { entry in
            guard let count = remaining[entry], count > 0, isCovered(entry) else { return false }
            remaining[entry] = count - 1
            return true
        }
        return Comparison(held: held, fixed: fixed)
    }

    // MARK: - The file

    /// The version of the file's layout.
    static let formatVersion = 1

    /// A baseline file's bytes with this baseline as its command's findings, the findings of the
    /// other command kept from `existing` (the file as it was, if there was one): one file serves
    /// `check` and `usage`. JSON, the entries sorted, so that the same findings give the same
    /// bytes and a shrinking baseline a diff of the lines that went.
    ///
    /// - Throws: What ``read(_:path:command:rules:)`` throws for `existing`.
    package func fileBytes(replacingIn existing: [UInt8]?, path: String) throws(DiagnosticError) -> [UInt8] {
        var sections: [JSONNode.Member] = []
        if let existing {
            let root = try Self.root(of: existing, path: path)
            for command in Self.commands where command != self.command {
                if let section = root[command]?.value { sections.append(JSONNode.Member(command, JSONNode(section))) }
            }
        }
        sections.append(JSONNode.Member(command, .array(entries.map { entry in
            var members = [JSONNode.Member("rule", .string(entry.rule)), JSONNode.Member("file", .string(entry.file)), JSONNode.Member("key", .string(entry.key))]
            if let language = entry.language { members.append(JSONNode.Member("language", .string(language))) }
            return .object(members)
        })))
        return ReportDocuments.writer.bytes(.object([
            JSONNode.Member("tool", .string("string-symbols")), JSONNode.Member("version", .integer(Self.formatVersion)),
        ] + sections))
    }

    /// The commands a baseline file holds findings of.
    static let commands = ["check", "usage"]

    /// The findings of `command` in the baseline file `bytes`, read from `path`: none when the
    /// file holds only the other command's. `rules` are the command's rule ids: a finding of
    /// another rule would never match, so it is an error (a typo, most likely).
    ///
    /// - Throws: A syntax error, a file that is not a baseline, or a finding of a rule not in
    ///   `rules`, at its place.
    package static func read(_ bytes: [UInt8], path: String, command: String, rules: [String]?) throws(DiagnosticError) -> Baseline {
        let root = try root(of: bytes, path: path)
        guard let section = root[command]?.value else { return Baseline(command: command, entries: []) }
        guard let elements = section.array else {
            throw DiagnosticError(Diagnostic(.error, "a baseline's \"\(command)\" is an array of findings", path: path, at: section.location))
        }
        var entries: [Entry] = []
        var places: [Entry: SourceLocation] = [:]
        var unknownRules: [Diagnostic] = []
        for element in elements {
            let finding = element.object
            guard let rule = finding?["rule"]?.value.string, let file = finding?["file"]?.value.string, let key = finding?["key"]?.value.string,
                  finding?["language"] == nil || finding?["language"]?.value.string != nil
            else {
                throw DiagnosticError(Diagnostic(.error, "a finding of a baseline is an object of the strings \"rule\", \"file\", \"key\" and, for check, \"language\"", path: path, at: element.location))
            }
            if let rules, !rules.contains(rule) {
                let known = rules.map { "'\($0)'" }.joined(separator: ", ")
                unknownRules.append(Diagnostic(.error, "unknown rule '\(rule)', which no finding of \(command) matches; the rules of \(command) are \(known)", path: path, at: finding?["rule"]?.value.location))
            }
            let entry = Entry(rule: rule, file: file, key: key, language: finding?["language"]?.value.string)
            entries.append(entry)
            if places[entry] == nil { places[entry] = element.location }
        }
        guard unknownRules.isEmpty else { throw DiagnosticError(diagnostics: unknownRules) }
        return Baseline(command: command, entries: entries, places: places)
    }

    /// The object of a baseline file, its version checked.
    private static func root(of bytes: [UInt8], path: String) throws(DiagnosticError) -> JSONObject {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw DiagnosticError(Diagnostic(.error, "this baseline is not JSON: \(error.message)", path: path, at: error.location))
        }
        guard let object = root.object, object["tool"]?.value.string == "string-symbols" else {
            throw DiagnosticError(Diagnostic(.error, "this is not a baseline of string-symbols (an object whose \"tool\" is \"string-symbols\"); write one with --write-baseline FILE", path: path, at: root.location))
        }
        guard let version = object["version"]?.value else {
            throw DiagnosticError(Diagnostic(.error, "this baseline has no \"version\"; it must be the number \(formatVersion)", path: path, at: root.location))
        }
        if let number = version.integer, number != formatVersion {
            throw DiagnosticError(Diagnostic(.error, "this baseline's \"version\" is \(number), and this string-symbols reads only version \(formatVersion)", path: path, at: version.location))
        }
        guard version.integer == formatVersion else {
            throw DiagnosticError(Diagnostic(.error, "a baseline's \"version\" must be the number \(formatVersion), not \(version.kindDescription == "a number" ? "another number" : version.kindDescription)", path: path, at: version.location))
        }
        return object
    }

    // MARK: - Paths

    /// `path` (as a finding names it: absolute, or relative to the current folder) relative to
    /// `folder`, the baseline's, with `..` where it lies outside.
    package static func relativePath(_ path: String, to folder: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        func components(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : current + "/" + path
            return URL(fileURLWithPath: absolute).standardizedFileURL.path.split(separator: "/").map(String.init)
        }
        let target = components(path)
        let base = components(folder)
        let shared = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }
}

/// What a run looked at: the rules it applied and the files it read, and the files a baseline
/// names that are gone from the folders (or files) the run was asked to read, which hold no
/// finding any more. A baseline's finding of another rule or file is one the run could not have
/// found, so it is not fixed.
package struct BaselineScope: Sendable {
    /// The identifiers of the rules applied.
    package var rules: Set<String>
    /// The files read, and the files gone from what the run was asked to read, as the run names
    /// them (relative to the current folder, or absolute).
    package var files: [String]

    package init(rules: Set<String>, files: [String]) {
        self.rules = rules
        self.files = files
    }

    /// Whether the run could have found an entry of a baseline in `folder`: its rule applied
    /// and its file read.
    package func covers(relativeTo folder: String) -> (Baseline.Entry) -> Bool {
        let files = Set(files.map { Baseline.relativePath($0, to: folder) })
        return { rules.contains($0.rule) && files.contains($0.file) }
    }
}

/// A baseline applied to the findings of a run: how many it held, which it holds that are
/// fixed, and what the report says of them.
package struct BaselineOutcome: Sendable {
    /// The baseline file, as the user named it.
    package var path: String
    /// How many findings of the run the baseline holds (not reported as new).
    package var held: Int
    /// What the baseline holds that the run no longer finds.
    package var fixed: [Baseline.Entry]
    /// Whether a fixed finding is an error (`--ratchet`): the baseline must shrink with the fixes.
    package var ratchet: Bool
    /// Where the ratchet's error points: the first fixed finding in the baseline file (its
    /// start, 1:1, when the baseline was not read from one).
    package var location: SourceLocation?

    /// The findings of a run that the baseline `baseline` (read from `path`) does not hold, those
    /// it holds, and the outcome; `entry` gives a finding's entry, its path relative to the
    /// baseline's folder (the second argument).
    package static func apply<Finding>(
        _ baseline: Baseline, path: String, ratchet: Bool, to findings: [Finding], scope: BaselineScope, entry: (Finding, String) -> Baseline.Entry
    ) -> (new: [Finding], held: [Finding], outcome: BaselineOutcome) {
        let folder = Self.folder(of: path)
        let comparison = baseline.compare(findings.map { entry($0, folder) }, isCovered: scope.covers(relativeTo: folder))
        var new: [Finding] = []
        var held: [Finding] = []
        for (finding, isHeld) in zip(findings, comparison.held) {
            if isHeld { held.append(finding) } else { new.append(finding) }
        }
        let location = comparison.fixed.compactMap { baseline.places[$0] }.min()
        return (new, held, BaselineOutcome(path: path, held: held.count, fixed: comparison.fixed, ratchet: ratchet, location: location))
    }

    /// The folder a baseline's paths are relative to: the file's own.
    package static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// The summary's line: `baseline ci/baseline.json: 12 findings held, 2 fixed (…)`.
    package var summaryLine: String {
        let heldText = "\(held) finding\(held == 1 ? "" : "s") held"
        guard !fixed.isEmpty else { return "baseline \(path): \(heldText), none fixed" }
        let fixedText = "\(fixed.count) fixed"
        return "baseline \(path): \(heldText), \(fixedText): the baseline can shrink (--write-baseline \(path))"
    }

    /// The outcome in a JSON report: the file, how many findings it held, and the fixed ones.
    package var jsonObject: JSONNode {
        .object([
            "path": .string(path), "held": .integer(held), "ratchet": .bool(ratchet),
            "error": ratchetError.map { .string($0.message) } ?? .null,
            "fixed": .array(fixed.map { entry in
                var members = [JSONNode.Member("rule", .string(entry.rule)), JSONNode.Member("file", .string(entry.file)), JSONNode.Member("key", .string(entry.key))]
                if let language = entry.language { members.append(JSONNode.Member("language", .string(language))) }
                return .object(members)
            }),
        ])
    }

    /// With the ratchet, a baseline that holds fixed findings: an error at the baseline.
    package var ratchetError: Diagnostic? {
        guard ratchet, !fixed.isEmpty else { return nil }
        let count = fixed.count == 1 ? "a finding that is" : "\(fixed.count) findings that are"
        return Diagnostic(.error, "the baseline holds \(count) fixed, and the ratchet lets it only shrink; write it anew with --write-baseline \(path)", path: path, at: location ?? SourceLocation(line: 1, column: 1))
    }

    /// A fixed finding's file as reports name files: the baseline's folder joined with the
    /// entry's path, relative to the current folder unless the baseline was named by an absolute path.
    package func reportPath(of entry: Baseline.Entry) -> String {
        let absolute = URL(fileURLWithPath: Self.folder(of: path)).appendingPathComponent(entry.file).standardizedFileURL.path
        return path.hasPrefix("/") ? absolute : Baseline.relativePath(absolute, to: FileManager.default.currentDirectoryPath)
    }
}
