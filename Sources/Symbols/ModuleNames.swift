
/// The names of what the generated code of one module declares, all derived from the module's
/// name so that two resources modules never declare the same type.
package struct ModuleNames: Hashable, Sendable {
    /// The module's name, as given (`app-resources`).
    package var moduleName: String
    /// The module's name as a type name (`AppResources`), the prefix of every generated type.
    package var typeName: String

    /// The names for the module `moduleName`; a name with no letters or digits gives `Module`.
    package init(moduleName: String) {
        self.moduleName = moduleName
        self.typeName = SymbolName(tableName: moduleName)?.identifier ?? "Module"
    }

    /// The protocol that `LocalizedStringResource` conforms to: `AppResourcesStrings`.
    package var protocolName: String { typeName + "Strings" }
    /// The type that finds the module's bundle: `AppResourcesStringsBundle`.
    package var bundleTypeName: String { typeName + "StringsBundle" }

    /// The type under the module's name that holds its strings: `.AppResources.someKey` is a
    /// member of `AppResourcesStringsNamespace`.
    package var namespaceTypeName: String { typeName + "StringsNamespace" }

    /// The namespace type of a table other than `Localizable`: `AppResourcesBookingStrings`.
    package func namespaceTypeName(forTable table: SymbolName) -> String {
        typeName + table.identifier + "Strings"
    }

    /// `typeName` followed by `suffix`: the name of a module-wide declaration.
    package func declarationName(suffix: String) -> String { typeName + suffix }
}
