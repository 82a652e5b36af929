/// The tool's version: what `string-symbols --version` prints, every generated file's header
/// names, and reports give as the tool's.
package enum ToolVersion {
    /// The version, such as `0.1.0`.
    package static let current = "0.1.0"
}
