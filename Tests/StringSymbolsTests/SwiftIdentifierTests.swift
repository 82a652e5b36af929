import Testing
import TestSupport
@testable import Symbols

@Suite struct SwiftIdentifierTests {
    /// Reserved words plus contextual keywords and lookalikes that need no backticks.
    static let candidates: [String] = Array(SwiftIdentifier.reservedInDeclarations).sorted() + [
        "actor", "any", "associativity", "async", "await", "borrowing", "consume", "consuming", "convenience",
        "copy", "didSet", "discard", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy",
        "left", "macro", "mutating", "none", "nonisolated", "nonmutating", "open", "optional", "override",
        "package", "postfix", "precedence", "prefix", "required", "right", "sending", "set", "some", "then",
        "unowned", "unsafe", "weak", "willSet", "yield", "Sendable", "Never", "Optional", "String", "Error",
    ]

    @Test func escaping() {
        #expect(SwiftIdentifier.escapedForDeclaration("default") == "`default`")
        #expect(SwiftIdentifier.escapedForDeclaration("Type") == "`Type`")
        #expect(SwiftIdentifier.escapedForDeclaration("get") == "get")
        #expect(SwiftIdentifier.escapedForMemberAccess("default") == "default")
        #expect(SwiftIdentifier.escapedForMemberAccess("init") == "`init`")
        #expect(SwiftIdentifier.escapedForMemberAccess("self") == "`self`")
        #expect(SwiftIdentifier.escapedForMemberAccess("Type") == "Type")
    }

    @Test(arguments: [
        ("abc", true), ("_2023", true), ("a$b", true), ("café", true), ("x²", true), ("日本語", true),
        ("", false), ("2abc", false), ("$abc", false), ("a-b", false), ("a b", false), ("\u{301}a", false),
        ("_\u{301}a", true), ("a\u{E000}", false), ("ⸯ", false),
    ])
    func validity(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isValid(name) == valid)
    }

    /// `static var NAME` fails unescaped exactly for `reservedInDeclarations`, and every
    /// candidate compiles escaped.
    @Test
    func declarationKeywordsMatchTheCompiler() throws {
        let candidates = Self.candidates
        func file(_ spell: (String) -> String) -> String {
            candidates.enumerated().map { index, name in
                "enum V\(index) { static var \(spell(name)): Int { 0 } }"
            }.joined(separator: "\n")
        }
        let failing = try SwiftCompiler.errorLines(in: file { $0 }).map { candidates[$0 - 1] }
        #expect(Set(failing) == SwiftIdentifier.reservedInDeclarations)
        #expect(try SwiftCompiler.errorLines(in: file(SwiftIdentifier.escapedForDeclaration)).isEmpty)
    }

    /// `static func NAME()` fails unescaped for the same words except `Type` and `Protocol`.
    @Test
    func functionKeywordsMatchTheCompiler() throws {
        let candidates = Self.candidates
        let source = candidates.enumerated().map { index, name in
            "enum F\(index) { static func \(name)(count: Int) -> Int { count } }"
        }.joined(separator: "\n")
        let failing = try SwiftCompiler.errorLines(in: source).map { candidates[$0 - 1] }
        #expect(Set(failing) == SwiftIdentifier.reservedInDeclarations.subtracting(["Type", "Protocol"]))
    }

    /// At a use site, bare `.NAME` / `S.NAME` fail only for `reservedAfterDot` (and qualified
    /// `Type`/`Protocol`, which no spelling can reach); escaped references all compile.
    @Test
    func memberReferencesMatchTheCompiler() throws {
        let candidates = Self.candidates
        let declarations = candidates.enumerated().map { index, name in
            "struct S\(index) { static var \(SwiftIdentifier.escapedForDeclaration(name)): S\(index) { S\(index)() } }"
        }
        func uses(qualified: Bool, _ spell: (String) -> String) -> String {
            // Declarations first, then one use per line.
            (declarations + candidates.enumerated().map { index, name in
                "func use\(index)() -> S\(index) { \(qualified ? "S\(index)" : "").\(spell(name)) }"
            }).joined(separator: "\n")
        }
        let offset = candidates.count
        /// Names whose use fails; declarations (the first `offset` lines) must all compile.
        func failingUses(_ source: String) throws -> Set<String> {
            let lines = try SwiftCompiler.errorLines(in: source)
            #expect(lines.allSatisfy { $0 > offset })
            return Set(lines.filter { $0 > offset }.map { candidates[$0 - offset - 1] })
        }
        #expect(try failingUses(uses(qualified: false) { $0 }) == ["init"])
        #expect(try failingUses(uses(qualified: true) { $0 }) == ["init", "self", "Type", "Protocol"])
        #expect(try failingUses(uses(qualified: false, SwiftIdentifier.escapedForMemberAccess)).isEmpty)
        let escapedQualified = try failingUses(uses(qualified: true, SwiftIdentifier.escapedForMemberAccess))
        #expect(escapedQualified == ["Type", "Protocol"])
    }

    /// Every key in the naming tests yields a name that compiles as a declaration and as an
    /// implicit member reference.
    @Test
    func testedNamesCompile() throws {
        let names = Set(SymbolNameTests.keyCases.compactMap { SymbolName(key: $0.key) }
            + SymbolNameTests.tableCases.compactMap { SymbolName(tableName: $0.table) })
        let source = names.enumerated().map { index, name in
            "struct N\(index) { static var \(name.declaration): N\(index) { N\(index)() } }; "
                + "func n\(index)() -> N\(index) { .\(name.memberReference) }"
        }.joined(separator: "\n")
        #expect(try SwiftCompiler.errorLines(in: source).isEmpty)
    }
}

extension SwiftIdentifierTests {
    /// A sample of every letter, mark and number scalar: `isHead` / `isContinuation` agree with
    /// the compiler (a full run over all 150,077 such scalars agreed too, but takes 30 s).
    @Test
    func identifierCharactersMatchTheCompiler() throws {
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0x80) ... 0x10FFFF where value < 0x800 || value % 211 == 0 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                scalars.append(scalar)
            default:
                continue
            }
        }
        // Line 2n+1 tests scalar n as a continuation, line 2n+2 as a head.
        let source = scalars.enumerated().map { index, scalar in
            "func c\(index)() { let a\(scalar)b = 0; _ = a\(scalar)b }\n"
                + "func h\(index)() { let \(scalar)b = 0; _ = \(scalar)b }"
        }.joined(separator: "\n")
        let errors = try SwiftCompiler.errorLines(in: source)
        var predictedErrors: Set<Int> = []
        for (index, scalar) in scalars.enumerated() {
            if !SwiftIdentifier.isContinuation(scalar) { predictedErrors.insert(2 * index + 1) }
            if !SwiftIdentifier.isHead(scalar) { predictedErrors.insert(2 * index + 2) }
        }
        #expect(scalars.count > 1_000)
        #expect(!predictedErrors.isEmpty)
        #expect(errors == predictedErrors)
    }
}
