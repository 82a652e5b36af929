import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import StringSymbols
@testable import TableModel

/// The format grammar is Foundation's, shown against Foundation itself.
///
/// Thousands of format strings from the grammar of Foundation's specifiers
/// (``FormatCaseGenerator``), a third of them with one malformation planted. The format parser
/// must accept every well-formed text with the argument types the grammar gives, and refuse every
/// malformed one (a fatal warning, an argument error, or an argument no accessor can pass). Each
/// accepted text is then formatted, in a child process (a trap ends only that), with values of
/// the types the parser derived, by Foundation's `String(format:locale:arguments:)` and by the
/// formatter the `string` template generates: the two must agree byte for byte. A text with a
/// substitution reference is formatted against its twin, where each reference is the `%@`
/// Foundation reads it as, so the reference's extent and its name are Foundation's too.
///
/// The seed is printed; `STRING_SYMBOLS_FORMAT_SEED` repeats a run, `STRING_SYMBOLS_FORMAT_CASES`
/// sets how many cases it makes (4,000 by default).
@Suite struct FormatDifferentialTests {
    static let caseCount = ProcessInfo.processInfo.environment["STRING_SYMBOLS_FORMAT_CASES"].flatMap(Int.init) ?? 4_000
    static let seed = ProcessInfo.processInfo.environment["STRING_SYMBOLS_FORMAT_SEED"].flatMap { UInt64($0) }
        ?? UInt64.random(in: 1 ... UInt64(UInt32.max))
    static let folder = SharedFolder.packageRoot.appendingPathComponent("Tests/FormatDifferential")

    /// What the parser makes of a case: the argument types, or why it refuses the text.
    static func verdict(_ formatCase: FormatCase) -> Result<[String], Refusal> {
        let format = FormatString(formatCase.text)
        if let fatal = format.warnings.first(where: \.isFatal) { return .failure(Refusal(fatal.message)) }
        let substitutions = Dictionary(uniqueKeysWithValues: Set(formatCase.substitutions).map {
            ($0, FormatSubstitutionInfo(type: .string))
        })
        let list = format.arguments(substitutions: substitutions)
        if let error = list.diagnostics.first(where: { $0.severity == .error }) { return .failure(Refusal(error.message)) }
        var types: [String] = []
        for argument in list.arguments {
            guard let type = argument.type, !type.isPointer else {
                return .failure(Refusal("'\(argument.uses[0].text)' takes \(argument.type?.swiftName ?? "no type")"))
            }
            types.append(type.swiftName)
        }
        return .success(types)
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func foundationReadsEveryAcceptedTextAsTheParserDoes() throws {
        var generator = FormatCaseGenerator(seed: Self.seed)
        var accepted: [FormatCase] = []
        var refused = 0
        for _ in 0 ..< Self.caseCount {
            let formatCase = generator.next()
            let verdict = Self.verdict(formatCase)
            switch (formatCase.expectation, verdict) {
            case (.accepted(let expected), .success(let types)):
                #expect(types == expected, "seed \(Self.seed): \(formatCase.text.debugDescription) reads as \(types)")
                accepted.append(formatCase)
            case (.accepted, .failure(let refusal)):
                Issue.record("seed \(Self.seed): \(formatCase.text.debugDescription) is well formed, but refused: \(refusal)")
            case (.rejected(let malformation), .success(let types)):
                Issue.record("seed \(Self.seed): \(formatCase.text.debugDescription) holds \(malformation.debugDescription), but is accepted as \(types)")
            case (.rejected, .failure):
                refused += 1
            }
        }

        let results = try Self.formatInChildProcess(accepted)
        var byTemplate = 0
        var byFoundationAlone = 0
        var twins = 0
        for (formatCase, result) in zip(accepted, results) {
            if formatCase.twin != nil {
                twins += 1
            } else if result.other == nil {
                byFoundationAlone += 1
                continue
            } else {
                byTemplate += 1
            }
            #expect(result.other == result.foundation, """
                seed \(Self.seed): \(formatCase.text.debugDescription) with \(formatCase.arguments) in \(formatCase.locale): \
                Foundation prints \(result.foundation.debugDescription), \
                \(formatCase.twin.map { "its twin \($0.debugDescription)" } ?? "the template's formatter") \(result.other?.debugDescription ?? "nil")
                """)
        }
        print("""
            format differential: seed \(Self.seed), \(Self.caseCount) cases: \(refused) refused as planted, \
            \(accepted.count) accepted and formatted by Foundation, against the template's formatter \(byTemplate) times \
            (\(byFoundationAlone) it leaves to Foundation) and against a twin \(twins) times
            """)
    }

    /// What Foundation, and the template's formatter or Foundation on the twin, print for each
    /// case. A case that traps fails the test, named.
    static func formatInChildProcess(_ cases: [FormatCase]) throws -> [(foundation: String, other: String?)] {
        let files = try templateFormatter()
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("format-cases-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        let objects: [[String: Any]] = cases.map { formatCase in
            var object: [String: Any] = ["text": formatCase.text, "locale": formatCase.locale, "arguments": formatCase.arguments]
            if let twin = formatCase.twin { object["twin"] = twin }
            return object
        }
        try JSONSerialization.data(withJSONObject: objects).write(to: input)
        let sources = files.map { SwiftCompiler.Source.text($0.contents, named: $0.name) }
            + [.file(folder.appendingPathComponent("FormatComparison.swift")), .file(folder.appendingPathComponent("main.swift"))]
        let output: String
        do {
            output = try SwiftCompiler.run(SwiftCompiler.Module("Differential", sources: sources), arguments: [input.path], timeout: 600)
        } catch let failure as SwiftCompiler.Failure where failure.step.hasPrefix("run") {
            let done = failure.output.split(separator: "\n").filter { $0.hasPrefix("[") }.count
            let culprit = done < cases.count ? cases[done] : nil
            throw Refusal("the program stopped at case \(done) (\(culprit.map { "\($0.text.debugDescription) with \($0.arguments)" } ?? "?")): \(failure)")
        }
        return try output.split(separator: "\n").map { line in
            let fields = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [Any]
            return (fields[1] as! String, fields[2] as? String)
        }
    }

    /// The `string` template's output for an empty table of a module called `Differential`,
    /// which declares its formatter.
    static func templateFormatter() throws -> [GeneratedFile] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("format-differential-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8).write(to: catalog)
        let configuration = GeneratorConfiguration(template: .builtIn(.string), moduleName: "Differential")
        return try Generator(configuration: configuration).generate(catalogPaths: [catalog.path], layout: .filePerTable).files
    }
}
