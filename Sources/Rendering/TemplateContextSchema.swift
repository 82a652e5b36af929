
/// The fields of the template context, by the object that holds them: the one list the builder
/// makes and `Documentation/Reference.md` ("The template context") documents, so that a field
/// cannot be added, renamed or dropped in one place only (a test holds the two equal).
///
/// Templates name these fields; ``TemplateContextBuilder`` computes the table, symbol and
/// parameter fields only when a template in use names them.
package enum TemplateContextSchema {
    /// The fields of the context's root.
    package enum Root: String, CaseIterable, Sendable {
        case contextVersion, generator, access, availability, darwinOnly, module
        case tables, defaultTable, namespacedTables, parameters, swiftGen, file
    }

    /// The fields of `module`.
    package enum Module: String, CaseIterable, Sendable {
        case name, typeName, protocolName, bundleTypeName, namespaceTypeName, memberDeclaration, memberReference
        case hasLegacyTables, hasNamespace, pluralRules
    }

    /// The fields of each table.
    package enum Table: String, CaseIterable, Sendable {
        case name, nameLiteral, typeName, memberReference, namespaceTypeName, lookupName, isDefault, hasSymbols
        case catalogFileName, sourceLanguage, sourceLanguageLiteral, isLegacy, symbols, swiftGenLevel
    }

    /// The fields of each symbol.
    package enum Symbol: String, CaseIterable, Sendable {
        case name, declarationName, memberReference, keyLiteral, isFirst, isProperty, formatsText, isFunction
        case parameters, parameterList, argumentList, callArgumentList
        case defaultValueLiteral, defaultValueParts, defaultValueText, formatLiteral, docLines

        /// Whether the field is made from the default text.
        var needsDefaultFormat: Bool {
            switch self {
            case .formatsText, .formatLiteral, .defaultValueLiteral, .defaultValueParts, .defaultValueText: true
            default: false
            }
        }
    }

    /// The fields of each parameter of a symbol.
    package enum Parameter: String, CaseIterable, Sendable {
        case label, name, type, declaration, argumentNumber
    }

    /// The fields of `swiftGen`: SwiftGen's template parameters, as its templates use them.
    package enum SwiftGen: String, CaseIterable, Sendable {
        case enumName, access, lookupFunction, bundle, wrapsTables, documents, usesBundleType, swiftPrefix, foundationPrefix
    }

    /// The fields of a table's `swiftGenLevel` and of each of its `groups`.
    package enum SwiftGenLevel: String, CaseIterable, Sendable {
        case groupName, strings, groups
    }

    /// The fields of each string of a SwiftGen level.
    package enum SwiftGenString: String, CaseIterable, Sendable {
        case memberName, keyLiteral, isFunction, parameterList, argumentList, docLines, fallbackLiteral
    }

    /// The fields of `file`.
    package enum File: String, CaseIterable, Sendable {
        case name, module, tables
    }
}
