/// The sources of the built-in templates, embedded into the binary at build time: the files of
/// this folder are the single source of truth for generated code.
public enum BuiltInTemplateSources {
    /// Every built-in template and partial by name (the file name without `.mustache`).
    public static let all: [String: String] = [
        "xcode": text(PackageResources.xcode_mustache),
        "xcode-module": text(PackageResources.xcode_module_mustache),
        "xcode-table": text(PackageResources.xcode_table_mustache),
        "xcode-symbol": text(PackageResources.xcode_symbol_mustache),
        "string": text(PackageResources.string_mustache),
        "string-module": text(PackageResources.string_module_mustache),
        "string-table": text(PackageResources.string_table_mustache),
        "string-symbol": text(PackageResources.string_symbol_mustache),
        "string-catalog": text(PackageResources.string_catalog_mustache),
        "string-legacy": text(PackageResources.string_legacy_mustache),
        "bundle-lookup": text(PackageResources.bundle_lookup_mustache),
        "string-bundle": text(PackageResources.string_bundle_mustache),
        "swiftgen": text(PackageResources.swiftgen_mustache),
        "swiftgen-flat": text(PackageResources.swiftgen_flat_mustache),
        "swiftgen-module": text(PackageResources.swiftgen_module_mustache),
        "swiftgen-table": text(PackageResources.swiftgen_table_mustache),
        "swiftgen-level": text(PackageResources.swiftgen_level_mustache),
    ]

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
