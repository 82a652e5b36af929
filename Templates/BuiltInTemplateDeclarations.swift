/// What each built-in template declares and refers to by name, kept beside the templates that
/// do it: the generator consults it so that no name taken from a catalog (a table, a key, a
/// placeholder) can clash with what the template writes. Change it together with the template.
public struct BuiltInTemplateDeclarations: Sendable {
    /// Names an accessor declares besides its parameters: locals of its body and parameters the
    /// template adds (`locale:`). A placeholder named so keeps its label, but its
    /// parameter gets another name inside the accessor.
    public var accessorNames: Set<String>
    /// Names the template refers to without qualification inside the scopes where tables and
    /// symbols become members or nested types (a protocol extension, a namespace enum): a table
    /// of such a name would hide the declaration the template means.
    public var namesInMemberScopes: Set<String>
    /// The module-wide declarations, as suffixes of the module's type name: `Strings` stands for
    /// `AppResourcesStrings`. A table or symbol must not take one of these names either.
    public var moduleDeclarationSuffixes: Set<String>
    /// Whether the template declares a member named after the module's type name beside the
    /// default table's symbols and the tables' namespaces (`.AppResources.someKey`).
    public var declaresModuleNamespace: Bool
    /// Members the template declares beside the default table's symbols (`L10n.locale`).
    public var defaultTableMemberNames: Set<String> = []

    /// The namespace enum of the `string` output's accessors, and of the `swiftgen` outputs'
    /// unless `enumName` names another: `L10n`.
    public static let namespaceEnumName = "L10n"

    /// The types of generated parameters and the Foundation names both templates use.
    private static let commonTypeNames: Set<String> = [
        "Foundation", "Swift", "String", "StaticString", "Locale", "Bundle", "CVarArg",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CChar",
    ]

    /// The `xcode` template and its partials `xcode-module`, `xcode-table`, `xcode-symbol`.
    public static let xcode = BuiltInTemplateDeclarations(
        accessorNames: [],
        namesInMemberScopes: commonTypeNames.union(["LocalizedStringResource"]),
        moduleDeclarationSuffixes: ["Strings", "StringsBundle", "StringsNamespace"],
        declaresModuleNamespace: true)

    /// The `string` template and its partials `string-module`, `string-table`, `string-symbol`.
    public static let string = BuiltInTemplateDeclarations(
        accessorNames: ["locale"],
        namesInMemberScopes: commonTypeNames.union([namespaceEnumName]),
        moduleDeclarationSuffixes: ["StringsBundle"],
        declaresModuleNamespace: false,
        defaultTableMemberNames: ["locale"])

    /// The `swiftgen` and `swiftgen-flat` templates and their partials: the namespace enum
    /// (`L10n`, or the `enumName` parameter) and, beside it, the `string` template's bundle type.
    public static let swiftgen = BuiltInTemplateDeclarations(
        accessorNames: [],
        namesInMemberScopes: commonTypeNames.union([namespaceEnumName]),
        moduleDeclarationSuffixes: ["StringsBundle"],
        declaresModuleNamespace: false,
        defaultTableMemberNames: [])

    /// For a custom template, which may include any built-in partial: what any of them declares.
    public static let union = BuiltInTemplateDeclarations(
        accessorNames: xcode.accessorNames.union(string.accessorNames).union(swiftgen.accessorNames),
        namesInMemberScopes: xcode.namesInMemberScopes.union(string.namesInMemberScopes).union(swiftgen.namesInMemberScopes),
        moduleDeclarationSuffixes: xcode.moduleDeclarationSuffixes.union(string.moduleDeclarationSuffixes).union(swiftgen.moduleDeclarationSuffixes),
        declaresModuleNamespace: xcode.declaresModuleNamespace || string.declaresModuleNamespace,
        defaultTableMemberNames: xcode.defaultTableMemberNames.union(string.defaultTableMemberNames).union(swiftgen.defaultTableMemberNames))
}
