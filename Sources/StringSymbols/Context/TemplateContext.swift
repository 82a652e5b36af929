import Mustache
import StringCatalog

/// The data templates are rendered against: documented, versioned, and built so that every
/// string from a catalog is already in the form its place needs.
///
/// Version 1 (Documentation/Reference.md, "The template context", describes every field):
/// - `contextVersion`, `generator {name, version}`, `access`, `availability`, `darwinOnly`
/// - `module {name, typeName, protocolName, bundleTypeName, namespaceTypeName,
///   memberDeclaration, memberReference}`
/// - `tables`, `defaultTable`, `namespacedTables`: each `{name, nameLiteral, typeName,
///   memberReference, namespaceTypeName, isDefault, hasSymbols, catalogFileName, sourceLanguage,
///   symbols}`
/// - each symbol: `{name, declarationName, memberReference, keyLiteral, isFirst, isProperty,
///   isFunction, formatsText, parameters, parameterList, argumentList, callArgumentList,
///   defaultValueLiteral, defaultValueParts, defaultValueText, formatLiteral, docLines}`
/// - each parameter: `{label, name, type, declaration, argumentNumber}`
/// - `file {name, module, tables}`: what the file being rendered holds (``forFile(named:includesModule:tableIndices:)``).
public struct TemplateContext: Sendable {
    /// The version of the context's shape; it changes whenever a field is renamed or removed.
    public static let version = 1

    /// The context common to every file of a module: every field but `file`.
    public var root: MustacheValue
    /// Each table's context, in table order.
    public var tables: [MustacheValue]
    /// Each table's name, in table order, as the catalog's file name gives it.
    public var tableNames: [String]

    /// The context of one file: the root context plus `file`.
    public func forFile(named name: String, includesModule: Bool, tableIndices: [Int]) -> MustacheValue {
        guard case .dictionary(var root) = root else { return root }
        root["file"] = .dictionary([
            "name": .string(SwiftSource.commentText(name)),
            "module": includesModule ? root["module"] ?? .null : .null,
            "tables": .array(tableIndices.map { tables[$0] }),
        ])
        return .dictionary(root)
    }
}

/// Builds the ``TemplateContext`` of a module from its symbol tables.
public struct TemplateContextBuilder: Sendable {
    /// The generator's name and version, written into every file's header.
    public var generatorVersion: String
    /// The availability attribute of declarations that use `LocalizedStringResource`.
    public static let availability = "@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)"

    /// Creates a builder.
    public init(generatorVersion: String) {
        self.generatorVersion = generatorVersion
    }

    /// The context for `tables` of `module` under `configuration`.
    public func context(tables: [SymbolTable], module: ModuleNames, configuration: GeneratorConfiguration) -> TemplateContext {
        let tableValues = tables.map { table(for: $0, module: module) }
        let defaultTable = tables.firstIndex(where: \.isDefault).map { tableValues[$0] } ?? .null
        let namespaced = zip(tables, tableValues).filter { !$0.0.isDefault }.map(\.1)
        let root: MustacheValue = .dictionary([
            "contextVersion": .int(TemplateContext.version),
            "generator": .dictionary(["name": "string-symbols", "version": .string(generatorVersion)]),
            "access": .string(configuration.access.rawValue),
            "availability": .string(Self.availability),
            "darwinOnly": .bool(configuration.darwinOnly ?? false),
            "module": .dictionary([
                "name": .string(SwiftSource.commentText(module.moduleName)),
                "typeName": .string(module.typeName),
                "protocolName": .string(module.protocolName),
                "bundleTypeName": .string(module.bundleTypeName),
                "namespaceTypeName": .string(module.namespaceTypeName),
                "memberDeclaration": .string(SwiftIdentifier.escapedForDeclaration(module.typeName)),
                "memberReference": .string(SwiftIdentifier.escapedForMemberAccess(module.typeName)),
            ]),
            "tables": .array(tableValues),
            "defaultTable": defaultTable,
            "namespacedTables": .array(namespaced),
        ])
        return TemplateContext(root: root, tables: tableValues, tableNames: tables.map(\.tableName))
    }

    private func table(for table: SymbolTable, module: ModuleNames) -> MustacheValue {
        let catalogFileName = table.path.split(separator: "/").last.map(String.init) ?? table.path
        return .dictionary([
            "name": .string(SwiftSource.commentText(table.tableName)),
            "nameLiteral": .string(SwiftSource.stringLiteral(table.tableName)),
            "typeName": .string(table.typeName.declaration),
            "memberReference": .string(table.typeName.memberReference),
            "namespaceTypeName": .string(module.namespaceTypeName(forTable: table.typeName)),
            "isDefault": .bool(table.isDefault),
            "hasSymbols": .bool(!table.symbols.isEmpty),
            "catalogFileName": .string(SwiftSource.commentText(catalogFileName)),
            "sourceLanguage": .string(SwiftSource.commentText(table.sourceLanguage)),
            "symbols": .array(Array(table.symbols.indices).concurrentMap { index in
                symbol(for: table.symbols[index], in: table, isFirst: index == 0)
            }),
        ])
    }

    private func symbol(for symbol: Symbol, in table: SymbolTable, isFirst: Bool) -> MustacheValue {
        let parameters: [MustacheValue] = symbol.parameters.map { parameter in
            .dictionary([
                "label": .string(parameter.declaredLabel),
                "name": .string(parameter.name),
                "type": .string(parameter.type.swiftName),
                "declaration": .string(parameter.declaration),
                "argumentNumber": .int(parameter.argumentNumber),
            ])
        }
        let defaultFormat = symbol.defaultFormat
        let pieces = symbol.defaultValuePieces(defaultFormat: defaultFormat)
        return .dictionary([
            "name": .string(symbol.name.identifier),
            "declarationName": .string(symbol.name.declaration),
            "memberReference": .string(symbol.name.memberReference),
            "keyLiteral": .string(SwiftSource.stringLiteral(symbol.key)),
            "isFirst": .bool(isFirst),
            "isProperty": .bool(symbol.parameters.isEmpty),
            "formatsText": .bool(!symbol.parameters.isEmpty || Self.hasPercentEscape(defaultFormat)),
            "isFunction": .bool(!symbol.parameters.isEmpty),
            "parameters": .array(parameters),
            "parameterList": .string(symbol.parameters.map(\.declaration).joined(separator: ", ")),
            "argumentList": .string(symbol.parameters.map(\.name).joined(separator: ", ")),
            "callArgumentList": .string(symbol.parameters.map(\.callArgument).joined(separator: ", ")),
            "defaultValueLiteral": .string(pieces.literal),
            "defaultValueParts": .string(pieces.partList),
            "defaultValueText": pieces.plainText.map { .string(SwiftSource.stringLiteral($0)) } ?? .null,
            "formatLiteral": .string(SwiftSource.stringLiteral(defaultFormat)),
            "docLines": .array(docLines(for: symbol, in: table).map(MustacheValue.string)),
        ])
    }

    /// Whether `format` holds a `%%`, which only `String(format:)` turns into `%`.
    static func hasPercentEscape(_ format: String) -> Bool {
        format.utf8.contains(UInt8(ascii: "%")) && FormatString(format).segments.contains { $0.kind == .percent }
    }

    /// The doc comment of a symbol, each line to follow `///` directly: non-empty lines start
    /// with a space.
    func docLines(for symbol: Symbol, in table: SymbolTable) -> [String] {
        var lines: [String] = []
        if let comment = symbol.comment, !comment.isEmpty {
            lines += SwiftSource.docCommentLines(comment)
            lines.append("")
        }
        let language = SwiftSource.commentText(table.sourceLanguage)
        if symbol.sourceTexts.count == 1, symbol.sourceTexts[0].selectors.isEmpty {
            lines += quotedLines(symbol.sourceTexts[0].text, prefix: "Source (\(language)): ")
        } else {
            lines.append("Source (\(language)):")
            for text in symbol.sourceTexts {
                let selectors = text.selectors.map(\.description).joined(separator: ", ")
                lines += quotedLines(text.text, prefix: "- \(selectors): ")
            }
        }
        for substitution in symbol.substitutions {
            lines.append("Substitution `\(SwiftSource.commentText(substitution.name))` (argument \(substitution.argumentNumber), `%\(SwiftSource.commentText(substitution.formatSpecifier))`):")
            for text in substitution.texts {
                let selectors = text.selectors.map(\.description).joined(separator: ", ")
                lines += quotedLines(text.text, prefix: "- \(selectors): ")
            }
        }
        lines.append("")
        lines.append("Key \(codeSpan(symbol.key)) in table \(codeSpan(table.tableName)).")
        return lines.map { $0.isEmpty ? "" : " " + $0 }
    }

    private func quotedLines(_ text: String, prefix: String) -> [String] {
        let lines = SwiftSource.docCommentLines(text)
        return lines.enumerated().map { index, line in
            let opening = index == 0 ? prefix + "\"" : String(repeating: " ", count: 2)
            return opening + line + (index == lines.count - 1 ? "\"" : "")
        }
    }


    /// A Markdown code span that holds `text` whatever backticks it contains.
    private func codeSpan(_ text: String) -> String {
        let flat = SwiftSource.commentText(text)
        if !flat.utf8.contains(UInt8(ascii: "`")) { return flat.isEmpty ? "` `" : "`" + flat + "`" }
        var longestRun = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = flat.hasPrefix("`") || flat.hasSuffix("`") || flat.isEmpty ? " " : ""
        return fence + padding + flat + padding + fence
    }
}

extension SymbolParameter {
    /// The argument label as declared: `_`, or the label with backticks where Swift needs them.
    public var declaredLabel: String {
        guard let label else { return "_" }
        return ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// The parameter as passed in a call: `arg1`, `count: count`, `default: arg1`.
    public var callArgument: String {
        label == nil ? name : "\(declaredLabel): \(name)"
    }

    /// The parameter as declared: `_ arg1: Int`, `count: Int`, `default arg1: String`.
    public var declaration: String {
        let names = declaredLabel == name ? name : "\(declaredLabel) \(name)"
        return "\(names): \(type.swiftName)"
    }
}
