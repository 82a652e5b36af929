import StringCatalog
@testable import StringSymbols

/// A `main.swift` that calls every symbol of some tables with sample arguments and prints each
/// result on a line `Table.signature = result`, for the runs of generated code.
enum CallingProgram {
    /// How one template's output is called.
    enum Flavour {
        /// `L10n.member(...)`, a `String`.
        case string
        /// `String(localized: .member(...))` from another module; each table's source format is
        /// first registered with the stand-in for the module's bundle, as the compiled catalog
        /// would hold it, so that what prints is the catalog's text with the arguments the
        /// generated code passes.
        case xcode(module: String)
    }

    static func main(calling tables: [SymbolTable], as flavour: Flavour) -> String {
        var lines: [String] = []
        if case .xcode(let module) = flavour {
            lines.append("import \(module)")
            lines.append(body(calling: tables, as: flavour))
        } else {
            lines.append(body(calling: tables, as: flavour))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A public function `printEverySymbol()` that does what ``main(calling:as:)`` does, for a
    /// file inside the module (whose members may be `internal`).
    static func insideFunction(calling tables: [SymbolTable], as flavour: Flavour) -> String {
        "public func printEverySymbol() {\n" + body(calling: tables, as: flavour) + "}\n"
    }

    private static func body(calling tables: [SymbolTable], as flavour: Flavour) -> String {
        var lines: [String] = []
        if case .xcode(let module) = flavour {
            lines.append("let bundle = StandInStrings.BundleIdentity(url: StandInStrings.moduleBundleURL(forModule: \(SwiftSource.stringLiteral(module))))")
            for table in tables {
                for symbol in table.symbols {
                    lines.append("StandInStrings.register(\(SwiftSource.stringLiteral(symbol.defaultFormat)), key: \(SwiftSource.stringLiteral(symbol.key)), table: \(SwiftSource.stringLiteral(table.tableName)), bundle: bundle)")
                }
            }
        }
        for table in tables {
            for symbol in table.symbols {
                let label = SwiftSource.stringLiteral(table.tableName + "." + symbol.signatureDescription + " = ")
                let member = (table.isDefault ? "" : table.typeName.memberReference + ".") + symbol.name.memberReference + arguments(of: symbol)
                switch flavour {
                case .string:
                    lines.append("print(\(label) + L10n.\(member))")
                case .xcode:
                    lines.append("print(\(label) + String(localized: .\(member)))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `(_ 12, count: 22)`: a sample value for each parameter, distinct per argument number.
    static func arguments(of symbol: Symbol) -> String {
        guard !symbol.parameters.isEmpty else { return "" }
        let arguments = symbol.parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + sampleValue(parameter.type, number: parameter.argumentNumber)
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
