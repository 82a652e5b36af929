import TableInputs
import InputText

/// The project's folder, which XLIFF's `original` paths are relative to.
struct ExchangeRoot {
    /// The folder, as given (for messages).
    var given: String
    /// The folder's absolute, standard path.
    var absolute: String

    init(_ given: String?) {
        self.given = given ?? "."
        absolute = TableDiscovery.standardized(given ?? ".")
    }

    /// `path` relative to the root, with `/` between folders.
    ///
    /// - Throws: A path outside the root, which XLIFF could not name.
    func original(of path: String) throws(DiagnosticError) -> String {
        let file = TableDiscovery.standardized(path)
        let prefix = absolute == "/" ? "/" : absolute + "/"
        guard file.hasPrefix(prefix) else {
            throw DiagnosticError(Diagnostic(.error, "the catalog is outside the project's folder '\(given)'; name the folder that holds it with --root", path: path, at: nil))
        }
        return String(file.dropFirst(prefix.count))
    }

    /// `original` (a path under the root, as XLIFF names it) as a path to read and write; `nil`
    /// for one that leaves the root (`../`, or a link's way out is not looked at: `..` only), which
    /// an XLIFF from outside the team could name to have another file rewritten.
    func path(of original: String) -> String? {
        guard !original.hasPrefix("/") else { return nil }
        let path = TableDiscovery.standardized(original, in: absolute)
        let prefix = absolute == "/" ? "/" : absolute + "/"
        return path.hasPrefix(prefix) ? path : nil
    }
}
