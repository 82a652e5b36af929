@testable import Symbols
@testable import TableModel

/// Swift that calls every symbol of some tables with sample arguments and prints each result on
/// a line `Table.signature = result`, for the runs of generated code.
enum CallingProgram {
    /// Top-level code that calls `printEverySymbol()` in a detached task, off the main thread,
    /// where nothing main-actor isolated may run.
    static let offTheMainThread = "await Task.detached { printEverySymbol() }.value\n"

    /// A `nonisolated func printEverySymbol()` that prints every accessor of the `string`
    /// output, `L10n.member(...)`.
    static func stringPrintFunction(calling tables: [SymbolTable], access: String = "") -> String {
        (["\(access)nonisolated func printEverySymbol() {"]
            + calls(tables).map { "    print(\($0.label) + L10n.\($0.member))" }
            + ["}"]).joined(separator: "\n") + "\n"
    }

    /// A `nonisolated func printEverySymbol()` for the `xcode` output of `module`: it registers
    /// each table's source format with the stand-in for the module's bundle, as the compiled
    /// catalog holds it, then prints `String(localized: .member(...))` for every symbol, and
    /// again through the module's namespace, `.Module.member(...)`. So what prints, twice, is
    /// the catalog's text with the arguments the generated code passes.
    static func xcodePrintFunction(calling tables: [SymbolTable], module: String, access: String = "") -> String {
        var lines = ["\(access)nonisolated func printEverySymbol() {"]
        lines.append("    let bundle = StandInStrings.BundleIdentity(url: StandInStrings.moduleBundleURL(forModule: \(SwiftSource.stringLiteral(module))))")
        for table in tables {
            for symbol in table.symbols {
                lines.append("    StandInStrings.register(\(SwiftSource.stringLiteral(symbol.defaultFormat)), key: \(SwiftSource.stringLiteral(symbol.key)), table: \(SwiftSource.stringLiteral(table.tableName)), bundle: bundle)")
            }
        }
        let moduleMember = SwiftIdentifier.escapedForMemberAccess(ModuleNames(moduleName: module).typeName)
        for prefix in ["", moduleMember + "."] {
            lines += calls(tables).map { "    print(\($0.label) + String(localized: .\(prefix)\($0.member)))" }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file for the module of the `xcode` output that uses every symbol, unqualified and
    /// through the module's namespace, from a nonisolated function, an async function, the main
    /// actor and another actor: it compiles only if the members are usable from any isolation.
    static func xcodeUsesFromEveryIsolation(_ tables: [SymbolTable], module: String) -> String {
        let namespace = SwiftIdentifier.escapedForMemberAccess(ModuleNames(moduleName: module).typeName)
        let members = calls(tables).flatMap { [".\($0.member)", ".\(namespace).\($0.member)"] }
        let list = "[" + members.joined(separator: ", ") + "] as [LocalizedStringResource]"
        return """
            nonisolated func useFromNonisolatedCode() { _ = \(list) }
            nonisolated func useFromAsyncCode() async { _ = \(list) }
            @MainActor func useFromTheMainActor() { _ = \(list) }
            actor UseFromAnotherActor { func use() { _ = \(list) } }

            """
    }

    /// The label and the member expression (after `L10n.` or `.`) of every symbol.
    static func calls(_ tables: [SymbolTable]) -> [(label: String, member: String)] {
        tables.flatMap { table in
            table.symbols.map { symbol in
                let label = SwiftSource.stringLiteral(table.tableName + "." + symbol.signatureDescription + " = ")
                let member = (table.isDefault ? "" : table.typeName.memberReference + ".") + symbol.name.memberReference + arguments(of: symbol)
                return (label, member)
            }
        }
    }

    /// `(_ 12, count: 22)`: a sample value for each parameter, distinct per argument number.
    static func arguments(of symbol: Symbol) -> String {
        guard !symbol.parameters.isEmpty else { return "" }
        let arguments = symbol.parameters.map { parameter in
            (parameter.label == nil ? "" : "\(parameter.declaredLabel): ") + sampleValue(parameter.type, number: parameter.argumentNumber)
        }
        return "(" + arguments.joined(separator: ", ") + ")"
    }

    static func sampleValue(_ type: FormatArgumentType, number: Int) -> String {
        switch type {
        case .string: "\"text\(number)\""
        case .int, .int32, .int16, .int8: "\(number * 10 + 2)"
        case .uint, .uint32, .uint16, .uint8: "\(number * 10 + 3)"
        case .double: "\(number).25"
        case .cChar: "65"
        case .cString, .utf16String, .rawPointer: "nil"
        }
    }
}
