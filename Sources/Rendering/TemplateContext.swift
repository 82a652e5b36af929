import InputText
import Mustache
import Symbols
import TableModel

/// The data templates are rendered against: documented, versioned, and built so that every
/// string from a catalog is already in the form its place needs. Its fields are those of
/// ``TemplateContextSchema``, which Documentation/Reference.md ("The template context") describes.
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
        root[TemplateContextSchema.Root.file.rawValue] = .dictionary([
            TemplateContextSchema.File.name.rawValue: .string(SwiftSource.commentText(name)),
            TemplateContextSchema.File.module.rawValue: includesModule ? root[TemplateContextSchema.Root.module.rawValue] ?? .null : .null,
            TemplateContextSchema.File.tables.rawValue: .array(tableIndices.map { tables[$0] }),
        ])
        return .dictionary(root)
    }
}

/// Builds the ``TemplateContext`` of a module from its symbol tables.
package struct TemplateContextBuilder: Sendable {
    /// The generator's name and version, written into every file's header.
    package var generatorVersion: String
    /// The names of the table and symbol fields (and of the module's `pluralRules`) to compute,
    /// such as the names the templates in use refer to; `nil` for every field. A large catalog
    /// has tens of thousands of symbols, so fields no template reads are worth leaving out.
    package var fields: Set<String>?
    /// The availability attribute of declarations that use `LocalizedStringResource`.
    package static let availability = "@available(\(BuiltInTemplateDescriptor.SymbolReference.localizedStringResourcePlatforms), *)"

    /// Template parameters the templates read: those not configured are null in `parameters`, so
    /// that a template can test for a switch that is not set.
    package var readParameters: Set<String> = []
    /// The access of the declarations.
    package var access: AccessLevel = .public
    /// Whether the `xcode` output is wrapped in `#if canImport(Darwin)`.
    package var darwinOnly = false
    /// The configured template parameters.
    package var templateParameters: [String: TemplateParameter] = [:]
    /// The SwiftGen templates' parameters, read once; `nil` when the template is not one of
    /// them, or they cannot be used.
    package var swiftGen: SwiftGenParameters?

    /// Creates a builder that computes `fields` of each table and symbol (all when `nil`).
    package init(generatorVersion: String, fields: Set<String>? = nil, readParameters: Set<String> = []) {
        self.generatorVersion = generatorVersion
        self.fields = fields
        self.readParameters = readParameters
    }

    /// The fields of a table or parameter, each computed only when it is wanted.
    private struct Fields<Field: RawRepresentable<String>> {
        let wanted: Set<String>?
        var object: MustacheObject

        init(wanted: Set<String>?, capacity: Int) {
            self.wanted = wanted
            object = MustacheObject(minimumCapacity: capacity)
        }

        func wants(_ field: Field) -> Bool { wanted?.contains(field.rawValue) ?? true }

        mutating func add(_ field: Field, _ value: @autoclosure () -> MustacheValue) {
            if wants(field) { object.set(field.rawValue, value()) }
        }

        var value: MustacheValue { .object(object) }
    }

    /// The context for `tables` of `module`.
    package func context(tables: [SymbolTable], module: ModuleNames, declaresModuleNamespace: Bool = true) -> TemplateContext {
        let qualifies = tables.contains { $0.swiftGen.map(SwiftGenLevel.shadowsStandardTypes) ?? false }
        let tableValues = tables.map { table(for: $0, module: module, qualifiesStandardTypes: qualifies) }
        let defaultTable = tables.firstIndex(where: \.isDefault).map { tableValues[$0] } ?? .null
        let namespaced = zip(tables, tableValues).filter { !$0.0.isDefault }.map(\.1)
        typealias Module = TemplateContextSchema.Module
        var moduleFields: [Module: MustacheValue] = [
            .name: .string(SwiftSource.commentText(module.moduleName)),
            .typeName: .string(module.typeName),
            .protocolName: .string(module.protocolName),
            .bundleTypeName: .string(module.bundleTypeName),
            .namespaceTypeName: .string(module.namespaceTypeName),
            .memberDeclaration: .string(SwiftIdentifier.escapedForDeclaration(module.typeName)),
            .memberReference: .string(SwiftIdentifier.escapedForMemberAccess(module.typeName)),
            .hasLegacyTables: .bool(tables.contains { $0.storage == .localizationFolders }),
            .hasNamespace: .bool(declaresModuleNamespace),
        ]
        if fields?.contains(Module.pluralRules.rawValue) ?? true {
            moduleFields[.pluralRules] = .array(PluralRuleSource(languages: tables.flatMap(\.languages)).groups.map { group in
                .dictionary([
                    "languages": .string(group.languages.map(SwiftSource.stringLiteral).joined(separator: ", ")),
                    "conditions": .array(group.conditions.map { .dictionary(["category": .string($0.category), "condition": .string($0.condition)]) }),
                ])
            })
        }
        let rootFields: [TemplateContextSchema.Root: MustacheValue] = [
            .contextVersion: .int(TemplateContext.version),
            .generator: .dictionary(["name": "string-symbols", "version": .string(generatorVersion)]),
            .access: .string(access.rawValue),
            .availability: .string(Self.availability),
            .darwinOnly: .bool(darwinOnly),
            .module: .dictionary(Dictionary(uniqueKeysWithValues: moduleFields.map { ($0.key.rawValue, $0.value) })),
            .tables: .array(tableValues),
            .defaultTable: defaultTable,
            .namespacedTables: .array(namespaced),
            .parameters: .dictionary(
                Dictionary(uniqueKeysWithValues: readParameters.map { ($0, MustacheValue.null) })
                    .merging(templateParameters.mapValues(\.contextValue)) { _, configured in configured }),
            .swiftGen: swiftGenFields(tables: tables, qualifiesStandardTypes: qualifies),
        ]
        let root: MustacheValue = .dictionary(Dictionary(uniqueKeysWithValues: rootFields.map { ($0.key.rawValue, $0.value) }))
        return TemplateContext(root: root, tables: tableValues, tableNames: tables.map(\.tableName))
    }

    /// SwiftGen's parameters as its templates use them; null when they cannot be used (a
    /// template that reads them is then not a SwiftGen one, and the generator has said why).
    private func swiftGenFields(tables: [SymbolTable], qualifiesStandardTypes qualifies: Bool) -> MustacheValue {
        guard let parameters = swiftGen else { return .null }
        let tableCount = tables.count { $0.swiftGen != nil }
        typealias Field = TemplateContextSchema.SwiftGen
        let fields: [Field: MustacheValue] = [
            .enumName: .string(parameters.enumName),
            .access: .string(parameters.access.rawValue),
            .lookupFunction: parameters.lookupFunction.map(MustacheValue.string) ?? .null,
            .bundle: parameters.bundle.map(MustacheValue.string) ?? .null,
            .wrapsTables: .bool(tableCount > 1 || parameters.forceFileNameEnum),
            .documents: .bool(!parameters.noComments),
            .usesBundleType: .bool(parameters.lookupFunction == nil && parameters.bundle == nil),
            .swiftPrefix: .string(qualifies ? "Swift." : ""),
            .foundationPrefix: .string(qualifies ? "Foundation." : ""),
        ]
        return .dictionary(Dictionary(uniqueKeysWithValues: fields.map { ($0.key.rawValue, $0.value) }))
    }

    private func swiftGenLevel(_ level: SwiftGenLevel, qualified: Bool) -> MustacheValue {
        typealias Field = TemplateContextSchema.SwiftGenLevel
        let fields: [Field: MustacheValue] = [
            .groupName: level.typeName.map { .string(SwiftIdentifier.escapedAsSwiftGen($0)) } ?? .null,
            .strings: .array(level.strings.map { swiftGenString($0, qualified: qualified) }),
            .groups: .array(level.children.map { swiftGenLevel($0, qualified: qualified) }),
        ]
        return .dictionary(Dictionary(uniqueKeysWithValues: fields.map { ($0.key.rawValue, $0.value) }))
    }

    private func swiftGenString(_ string: SwiftGenString, qualified: Bool) -> MustacheValue {
        typealias Field = TemplateContextSchema.SwiftGenString
        let parameters = string.types.enumerated().map { ("p\($0.offset + 1)", $0.element) }
        let fields: [Field: MustacheValue] = [
            .memberName: .string(SwiftIdentifier.escapedAsSwiftGen(string.name)),
            .keyLiteral: .string(SwiftSource.stringLiteral(string.key)),
            .isFunction: .bool(!string.types.isEmpty),
            .parameterList: .string(parameters.map { "_ \($0.0): \($0.1.typeName(qualified: qualified))" }.joined(separator: ", ")),
            .argumentList: .string(parameters.map { $0.1.argument($0.0, qualified: qualified) }.joined(separator: ", ")),
            .docLines: .array(SwiftSource.docCommentLines(string.documentation).map { .string($0.isEmpty ? "" : " " + $0) }),
            .fallbackLiteral: .string(SwiftSource.stringLiteral(string.fallback)),
        ]
        return .dictionary(Dictionary(uniqueKeysWithValues: fields.map { ($0.key.rawValue, $0.value) }))
    }

    /// `Localizable` as `localizable`, `URLStrings` as `urlStrings`: the leading capitals in lower
    /// case, but the one that begins the next word.
    static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var capitals = characters.prefix(while: \.isUppercase).count
        if capitals > 1 && capitals < characters.count { capitals -= 1 }
        return String(characters[..<capitals]).lowercased() + String(characters[capitals...])
    }

    private func table(for table: SymbolTable, module: ModuleNames, qualifiesStandardTypes: Bool) -> MustacheValue {
        var fields = Fields<TemplateContextSchema.Table>(wanted: self.fields, capacity: 13)
        fields.add(.name, .string(SwiftSource.commentText(table.tableName)))
        fields.add(.nameLiteral, .string(SwiftSource.stringLiteral(table.tableName)))
        fields.add(.typeName, .string(table.typeName.declaration))
        fields.add(.memberReference, .string(table.typeName.memberReference))
        fields.add(.namespaceTypeName, .string(module.namespaceTypeName(forTable: table.typeName)))
        fields.add(.lookupName, .string(Self.lowerCamelCase(table.typeName.identifier) + "Table"))
        fields.add(.isDefault, .bool(table.isDefault))
        fields.add(.hasSymbols, .bool(!table.symbols.isEmpty))
        fields.add(.catalogFileName, .string(SwiftSource.commentText(table.path.split(separator: "/").last.map(String.init) ?? table.path)))
        fields.add(.sourceLanguage, .string(SwiftSource.commentText(table.sourceLanguage)))
        fields.add(.sourceLanguageLiteral, .string(SwiftSource.stringLiteral(table.sourceLanguage)))
        fields.add(.isLegacy, .bool(table.storage == .localizationFolders))
        if fields.wants(.swiftGenLevel) { fields.add(.swiftGenLevel, table.swiftGen.map { swiftGenLevel($0, qualified: qualifiesStandardTypes) } ?? .null) }
        if fields.wants(.symbols) {
            let wanted = SymbolFields(symbolFields)
            let docParts = DocCommentParts(table: table)
            let symbols = table.symbols
            // Each symbol's context is made when the template reaches it, on the core that
            // renders it, and freed once rendered: tens of thousands of them never exist at once.
            fields.add(.symbols, .list(MustacheList(count: symbols.count) { index in
                symbol(for: symbols[index], isFirst: index == 0, fields: wanted, docParts: docParts)
            }))
        }
        return fields.value
    }

    typealias SymbolField = TemplateContextSchema.Symbol

    /// The symbol fields to compute, worked out once rather than for every symbol.
    private var symbolFields: [SymbolField] {
        SymbolField.allCases.filter { fields?.contains($0.rawValue) ?? true }
    }

    private func symbol(for symbol: Symbol, isFirst: Bool, fields wanted: SymbolFields, docParts: DocCommentParts) -> MustacheValue {
        let (defaultFormat, pieces) = wanted.needsDefaultFormat ? (symbol.defaultFormat, symbol.defaultValuePieces) : ("", [])
        var values: [MustacheValue] = []
        values.reserveCapacity(wanted.fields.count)
        for field in wanted.fields {
            let value: MustacheValue
            switch field {
            case .name: value = .string(symbol.name.identifier)
            case .declarationName: value = .string(symbol.name.declaration)
            case .memberReference: value = .string(symbol.name.memberReference)
            case .keyLiteral: value = .string(SwiftSource.stringLiteral(symbol.key))
            case .isFirst: value = .bool(isFirst)
            case .isProperty: value = .bool(symbol.parameters.isEmpty)
            case .formatsText: value = .bool(!symbol.parameters.isEmpty)
            case .isFunction: value = .bool(!symbol.parameters.isEmpty)
            case .parameters: value = .array(symbol.parameters.map(parameter))
            case .parameterList: value = .string(symbol.parameters.map(\.declaration).joined(separator: ", "))
            case .argumentList: value = .string(symbol.parameters.map(\.name).joined(separator: ", "))
            case .callArgumentList: value = .string(symbol.parameters.map(\.callArgument).joined(separator: ", "))
            case .defaultValueLiteral: value = .string(pieces.literal)
            case .defaultValueParts: value = .string(pieces.partList)
            case .defaultValueText: value = pieces.plainText.map { .string(SwiftSource.stringLiteral($0)) } ?? .null
            case .formatLiteral: value = .string(SwiftSource.stringLiteral(defaultFormat))
            case .docLines: value = .array(docLines(for: symbol, parts: docParts))
            }
            values.append(value)
        }
        return .object(MustacheObject(names: wanted.names, values: values))
    }

    /// The fields every symbol's context has, with their names in one array that all the
    /// symbols' objects share.
    struct SymbolFields: Sendable {
        let fields: [SymbolField]
        let names: [String]
        let needsDefaultFormat: Bool

        init(_ fields: [SymbolField]) {
            self.fields = fields
            names = fields.map(\.rawValue)
            needsDefaultFormat = fields.contains(where: \.needsDefaultFormat)
        }
    }

    private func parameter(_ parameter: SymbolParameter) -> MustacheValue {
        var fields = Fields<TemplateContextSchema.Parameter>(wanted: self.fields, capacity: 5)
        fields.add(.label, .string(parameter.declaredLabel))
        fields.add(.name, .string(parameter.name))
        fields.add(.type, .string(parameter.type.swiftName))
        fields.add(.declaration, .string(parameter.declaration))
        fields.add(.argumentNumber, .int(parameter.argumentNumber))
        return fields.value
    }

    /// What the doc comments of one table's symbols share, worked out once for the table.
    struct DocCommentParts: Sendable {
        /// ` Source (en):`, the table's source language as comment text.
        let sourceHeader: String
        /// ` Source (en): `, before a quoted text.
        let sourcePrefix: String
        /// ` in table `Localizable`.`
        let keyLineEnd: String

        init(table: SymbolTable) {
            sourceHeader = " Source (" + SwiftSource.commentText(table.sourceLanguage) + "):"
            sourcePrefix = sourceHeader + " "
            keyLineEnd = " in table " + TemplateContextBuilder.codeSpan(table.tableName) + "."
        }
    }

    /// The doc comment of a symbol, each line to follow `///` directly: non-empty lines start
    /// with a space.
    func docLines(for symbol: Symbol, parts: DocCommentParts) -> [MustacheValue] {
        var lines: [MustacheValue] = []
        lines.reserveCapacity(4 + symbol.sourceTexts.count)
        if let comment = symbol.comment, !comment.isEmpty {
            for line in SwiftSource.docCommentLines(comment) { lines.append(.string(line.isEmpty ? "" : " " + line)) }
            lines.append(.string(""))
        }
        if symbol.sourceTexts.count == 1, symbol.sourceTexts[0].selectors.isEmpty {
            appendQuoted(symbol.sourceTexts[0].text, prefix: parts.sourcePrefix, to: &lines)
        } else {
            lines.append(.string(parts.sourceHeader))
            for text in Self.inEditorOrder(symbol.sourceTexts) {
                appendQuoted(text.text, prefix: " - ", label: Self.selectorList(text.selectors), to: &lines)
            }
        }
        for substitution in symbol.substitutions {
            lines.append(.string(" Substitution `\(SwiftSource.commentText(substitution.name))` (argument \(substitution.argumentNumber), `%\(SwiftSource.commentText(substitution.formatSpecifier))`):"))
            for text in Self.inEditorOrder(substitution.texts) {
                appendQuoted(text.text, prefix: " - ", label: Self.selectorList(text.selectors), to: &lines)
            }
        }
        lines.append(.string(""))
        lines.append(.string(String(concatenating: " Key ", Self.codeSpan(symbol.key), parts.keyLineEnd)))
        return lines
    }

    /// `texts` in the order Xcode's editor shows their cases: plural categories as CLDR lists
    /// them (`zero` … `other`) and devices as Xcode does, not in the file's order, which is
    /// alphabetical in a catalog Xcode wrote (`few`, `many`, `one`, `other`).
    static func inEditorOrder(_ texts: [SourceText]) -> [SourceText] {
        guard texts.count > 1 else { return texts }
        let ranks = texts.map { $0.selectors.map(\.editorRank) }
        let order = positionsSorted(count: texts.count) { ranks[$0].lexicographicallyPrecedes(ranks[$1]) }
        return order.map { texts[$0] }
    }

    /// `plural.one, device.mac`.
    private static func selectorList(_ selectors: [VariantSelector]) -> String {
        selectors.count == 1 ? selectors[0].description : selectors.map(\.description).joined(separator: ", ")
    }

    /// `text` in quotes after `prefix` and `label: `, its further lines indented by two spaces
    /// (an empty one is left empty: no line of the output ends in a space).
    /// (Each line is put together in one allocation: a table has tens of thousands of them.)
    private func appendQuoted(_ text: String, prefix: String, label: String? = nil, to lines: inout [MustacheValue]) {
        let textLines = SwiftSource.docCommentLines(text, closed: true)
        for (index, line) in textLines.enumerated() {
            let end = index == textLines.count - 1 ? "\"" : ""
            if index > 0 {
                lines.append(.string(line.isEmpty && end.isEmpty ? "" : String(concatenating: "   ", line, end)))
            } else if let label {
                lines.append(.string(String(concatenating: prefix, label, ": \"", line, end)))
            } else {
                lines.append(.string(String(concatenating: prefix, "\"", line, end)))
            }
        }
    }

    /// A Markdown code span that holds `text` whatever backticks it contains.
    private static func codeSpan(_ text: String) -> String {
        if !text.isEmpty, text.utf8AllSatisfy({ SwiftSource.isPlainASCII($0) && $0 != UInt8(ascii: "`") }), text.utf8.last != UInt8(ascii: " ") {
            return String(concatenating: "`", text, "`")
        }
        let flat = SwiftSource.oneLineText(text)
        if !flat.utf8Contains(UInt8(ascii: "`")) { return flat.isEmpty ? "` `" : "`" + flat + "`" }
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

extension VariantSelector {
    /// Where Xcode's editor shows the case among its siblings; a device family Xcode does not
    /// know comes after those it does.
    fileprivate var editorRank: Int {
        switch self {
        case .plural(let category): PluralCategory.allCases.firstIndex(of: category) ?? 0
        case .device(let family): DeviceFamily.known.firstIndex(of: family) ?? DeviceFamily.known.count
        case .element(let index): index
        }
    }
}

extension SymbolParameter {
    /// The argument label as declared: `_`, or the label with backticks where Swift needs them.
    package var declaredLabel: String {
        guard let label else { return "_" }
        return ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// The parameter as passed in a call: `arg1`, `count: count`, `default: arg1`.
    package var callArgument: String {
        label == nil ? name : "\(declaredLabel): \(name)"
    }

    /// The parameter as declared: `_ arg1: Int`, `count: Int`, `default arg1: String`.
    package var declaration: String {
        let names = declaredLabel == name ? name : "\(declaredLabel) \(name)"
        return "\(names): \(type.swiftName)"
    }
}
