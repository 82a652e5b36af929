import Testing
@testable import TableModel

/// Arguments as `number:Type` (`?` for an unknown type), plus `(name)` when named.
func outline(_ list: FormatArgumentList) -> [String] {
    list.arguments.map { argument in
        "\(argument.number):\(argument.type?.swiftName ?? "?")" + (argument.name.map { "(\($0))" } ?? "")
    }
}

/// Diagnostics as `kind@offset+length`, with the severity's initial.
func outline(_ diagnostics: [FormatArgumentDiagnostic]) -> [String] {
    diagnostics.map { "\($0.severity == .error ? "E" : "W") \($0.kind)@\($0.utf8Offset)+\($0.utf8Length)" }
}

@Suite struct FormatArgumentTests {
    static let cases: [(format: String, arguments: [String], diagnostics: [String])] = [
        // Each conversion, default length
        ("%@", ["1:String"], []),
        ("%d", ["1:Int32"], []),
        ("%i", ["1:Int32"], []),
        ("%u", ["1:UInt32"], []),
        ("%x %X %o", ["1:UInt32", "2:UInt32", "3:UInt32"], []),
        ("%f %F %e %E", ["1:Double", "2:Double", "3:Double", "4:Double"], []),
        ("%g %G %a %A", ["1:Double", "2:Double", "3:Double", "4:Double"], []),
        ("%c", ["1:CChar"], []),
        ("%C", ["1:UInt16"], []),
        ("%s", ["1:UnsafePointer<CChar>"], []),
        ("%S", ["1:UnsafePointer<UInt16>"], []),
        ("%p", ["1:UnsafeRawPointer"], []),
        ("%D %U %O", ["1:Int", "2:UInt", "3:UInt"], []),
        // Each length modifier
        ("%ld %lld %li %lli %qd", ["1:Int", "2:Int", "3:Int", "4:Int", "5:Int"], []),
        ("%lu %llu %qu", ["1:UInt", "2:UInt", "3:UInt"], []),
        ("%lx %llX %lo", ["1:UInt", "2:UInt", "3:UInt"], []),
        ("%hd %hhd", ["1:Int16", "2:Int8"], []),
        ("%hu %hhu %hx %hhX", ["1:UInt16", "2:UInt8", "3:UInt16", "4:UInt8"], []),
        ("%zd %td %jd %Ld", ["1:Int", "2:Int", "3:Int", "4:Int"], []),
        ("%zu %tx %jo", ["1:UInt", "2:UInt", "3:UInt"], []),
        ("%lf %Lf %Lg %hf", ["1:Double", "2:Double", "3:Double", "4:Double"], []),
        ("%lc %ls %l@", ["1:UInt16", "2:UnsafePointer<UInt16>", "3:String"], []),
        // Several, positional, repeated
        ("%@ has %lld items", ["1:String", "2:Int"], []),
        ("%2$@ %1$lld", ["1:Int", "2:String"], []),
        ("Second: %2$@ - First: %1$lld", ["1:Int", "2:String"], []),
        ("%1$@ %1$@", ["1:String"], []),
        ("%1$lld %1$ld %1$qd", ["1:Int"], []),
        ("%1$x %1$u", ["1:UInt32"], []),
        ("%1$d %2$d %1$d", ["1:Int32", "2:Int32"], []),
        // Gaps and conflicts
        ("%1$@ %3$@", ["1:String", "3:String"], ["E missingArguments(ClosedRange(2...2))@5+4"]),
        ("%1$@ %4$@", ["1:String", "4:String"], ["E missingArguments(ClosedRange(2...3))@5+4"]),
        ("%2$@", ["2:String"], ["E missingArguments(ClosedRange(1...1))@0+4"]),
        ("%1$@ %1$lld", ["1:String"], ["E conflictingTypes(argument: 1, TableModel.FormatArgumentType.string, TableModel.FormatArgumentType.int)@5+6"]),
        ("%1$d %1$ld", ["1:Int32"], ["E conflictingTypes(argument: 1, TableModel.FormatArgumentType.int32, TableModel.FormatArgumentType.int)@5+5"]),
        // Mixed numbering: implicit placeholders count only among themselves
        ("%1$@ %@", ["1:String"], ["W mixedNumbering@5+2"]),
        ("%@ %2$lld", ["1:String", "2:Int"], ["W mixedNumbering@3+6"]),
        ("%d %1$@", ["1:Int32"], ["E conflictingTypes(argument: 1, TableModel.FormatArgumentType.int32, TableModel.FormatArgumentType.string)@3+4", "W mixedNumbering@3+4"]),
        // Named placeholders
        ("%(count)lld items", ["1:Int(count)"], []),
        ("%1$(count)lld of %2$(total)lld", ["1:Int(count)", "2:Int(total)"], []),
        ("%2$(total)lld %1$(count)lld", ["1:Int(count)", "2:Int(total)"], []),
        ("%1$(a)d %1$(b)d", ["1:Int32(a)"], ["W conflictingNames(argument: 1, \"a\", \"b\")@8+7"]),
        ("%(n)d %(n)d", ["1:Int32(n)", "2:Int32(n)"], ["W duplicateName(\"n\", arguments: [1, 2])@6+5"]),
        ("%1$(n)d %1$d", ["1:Int32(n)"], []),
        // Substitutions without catalog information
        ("%#@files@", ["1:?(files)"], []),
        ("%#@files@ in %#@folders@", ["1:?(files)", "2:?(folders)"], []),
        ("%2$#@b@ %1$#@a@", ["1:?(a)", "2:?(b)"], []),
        ("%@ %#@count@", ["1:String", "2:?(count)"], []),
        // %%, *, malformed
        ("%%", [], []),
        ("100%% of %d", ["1:Int32"], []),
        ("%*d", ["1:Int32", "2:Int32"], []),
        ("%.*f", ["1:Int32", "2:Double"], []),
        ("%*.*f", ["1:Int32", "2:Int32", "3:Double"], []),
        ("%-*@", ["1:Int32", "2:String"], []),
        ("%2$*1$d", ["1:Int32", "2:Int32"], []),
        ("%1$*2$f", ["1:Double", "2:Int32"], []),
        ("%1$.*2$@", ["1:String", "2:Int32"], []),
        ("%*1$d", ["1:Int32"], ["W mixedNumbering@0+5"]),
        ("%y %d", ["1:Int32"], []),
        ("%5%d", ["1:Int32"], []),
        ("%lld%", ["1:Int"], []),
        ("100% sure", ["1:UnsafePointer<CChar>"], []),
        ("50%-ig", ["1:Int32"], []),
        ("%arg", ["1:Double"], []),
        ("no placeholders", [], []),
        ("", [], []),
    ]

    @Test(arguments: cases)
    func arguments(format: String, arguments: [String], diagnostics: [String]) {
        let list = FormatString(format).arguments()
        #expect(outline(list) == arguments)
        #expect(outline(list.diagnostics) == diagnostics)
    }

    /// A text of more than 16 placeholders finds its arguments by an index instead of a look
    /// along the list; the outcome is the same.
    @Test func manyPlaceholdersGiveTheSameArgumentsAndDiagnostics() {
        let once = (1...9).reversed().map { "%\($0)$(n\($0))@" }
        let twice = (1...9).map { "%\($0)$@" }
        let format = (once + twice + ["%9$lld", "%10$(n1)d"]).joined(separator: " ")
        let list = FormatString(format).arguments()
        #expect(outline(list) == (1...9).map { "\($0):String(n\($0))" } + ["10:Int32(n1)"])
        let conflict = format.utf8.count - "%9$lld %10$(n1)d".utf8.count
        #expect(outline(list.diagnostics) == [
            "E conflictingTypes(argument: 9, TableModel.FormatArgumentType.string, TableModel.FormatArgumentType.int)@\(conflict)+6",
            "W duplicateName(\"n1\", arguments: [1, 10])@\(conflict + 7)+9",
        ])
        #expect(list.arguments.allSatisfy { $0.uses.count == ($0.number == 9 ? 3 : $0.number == 10 ? 1 : 2) })
    }

    @Test func substitutionsUseCatalogInformation() {
        // liamnichols/xcstrings-tool's Substitution fixture: argNum 2 and 3, formatSpecifier lld.
        let format = FormatString("%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining")
        let list = format.arguments(substitutions: [
            "total.strings": FormatSubstitutionInfo(argumentNumber: 2, type: FormatArgumentType(formatSpecifier: "lld")),
            "remaining.strings": FormatSubstitutionInfo(argumentNumber: 3, type: .int),
        ])
        #expect(outline(list) == ["1:String", "2:Int(total.strings)", "3:Int(remaining.strings)"])
        #expect(list.diagnostics.isEmpty)
        #expect(list.arguments.map(\.substitutionName) == [nil, "total.strings", "remaining.strings"])
    }

    @Test func substitutionArgNumWinsOverPosition() {
        let list = FormatString("%#@b@ %#@a@").arguments(substitutions: [
            "a": FormatSubstitutionInfo(argumentNumber: 1, type: .int),
            "b": FormatSubstitutionInfo(argumentNumber: 2, type: .double),
        ])
        #expect(outline(list) == ["1:Int(a)", "2:Double(b)"])
        #expect(list.diagnostics.isEmpty)
    }

    @Test func substitutionWithoutArgNumIsNumberedByPosition() {
        let list = FormatString("%@ %#@count@").arguments(substitutions: ["count": FormatSubstitutionInfo(type: .int)])
        #expect(outline(list) == ["1:String", "2:Int(count)"])
    }

    @Test func substitutionTypeConflict() {
        let list = FormatString("%1$lld %1$#@n@").arguments(substitutions: ["n": FormatSubstitutionInfo(type: .double)])
        #expect(outline(list) == ["1:Int(n)"])
        #expect(outline(list.diagnostics) == [
            "E conflictingTypes(argument: 1, TableModel.FormatArgumentType.int, TableModel.FormatArgumentType.double)@7+7",
        ])
    }

    /// Found by fuzzing: an `argNum` of `Int.max` overflowed where the gap check counts past it.
    @Test func substitutionArgNumOfIntMaxLeavesAGap() {
        let list = FormatString("%#@a@").arguments(substitutions: ["a": FormatSubstitutionInfo(argumentNumber: .max, type: .int)])
        #expect(outline(list) == ["9223372036854775807:Int(a)"])
        #expect(outline(list.diagnostics) == ["E missingArguments(ClosedRange(1...9223372036854775806))@0+5", "E tooManyArguments(9223372036854775807)@0+5"])
    }

    @Test func substitutionArgumentTokenTakesNoArgument() {
        let variant = FormatString("%arg of %2$@", isSubstitutionVariant: true)
        #expect(outline(variant.arguments()) == ["2:String"])
        #expect(outline(variant.arguments().diagnostics) == ["E missingArguments(ClosedRange(1...1))@8+4"])
    }

    @Test func usesRecordRolesAndPositions() {
        let list = FormatString("%1$*2$d and %2$d").arguments()
        #expect(list.arguments.map { $0.uses.map { "\($0.role) \($0.text)@\($0.utf8Offset)+\($0.utf8Length)" } } == [
            ["value %1$*2$d@0+7"],
            ["width %1$*2$d@0+7", "value %2$d@12+4"],
        ])
    }

    @Test func diagnosticMessages() {
        #expect(FormatString("%1$@ %3$@").arguments().diagnostics.map(\.message) == [
            "argument 2 is not used by any placeholder, but '%3$@' reads a later one; "
                + "Foundation cannot skip an argument whose type it does not know",
        ])
        #expect(FormatString("%1$@ %1$lld").arguments().diagnostics.map(\.message) == [
            "'%1$lld' uses argument 1 as Int, but '%1$@' uses it as String",
        ])
        #expect(FormatString("%1$@ %@").arguments().diagnostics.map(\.message) == [
            "'%@' is numbered implicitly while '%1$@' has an explicit position; "
                + "number every placeholder (%1$@, %2$@, …) so the order is clear",
        ])
        #expect(FormatString("%1$@ %3$@").arguments().hasErrors)
        #expect(!FormatString("%1$@ %@").arguments().hasErrors)
    }
}
