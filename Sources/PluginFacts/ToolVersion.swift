/// The tool's version: what `string-symbols --version` prints, every generated file's header
/// names, and reports give as the tool's.
public enum ToolVersion {
    /// The version, such as `0.1.0`.
    public static let current = "0.1.0"
}
