import FileSystem
import InputText
import TableInputs

/// The project's folder, which XLIFF's `original` paths are relative to.
struct ExchangeRoot {
    /// The folder, as given (for messages).
    var given: String
    /// The folder's absolute, standard path.
    var absolute: String

    /// The root `given` (`--root`), or the current folder.
    ///
    /// - Throws: A root that does not exist or is not a folder: every catalog would otherwise
    ///   be "outside" it, or named by no `original`, and the message would not say why.
    init(_ given: String?) throws(DiagnosticError) {
        self.given = given ?? "."
        absolute = standardizedPath(given ?? ".")
        switch FileKind(atPath: absolute, followingLinks: true) {
        case .directory:
            break
        case .missing:
            throw DiagnosticError(Diagnostic(.error, "no such folder: --root names the project's folder, which the XLIFF's paths ('original') are relative to", path: self.given, at: nil))
        default:
            throw DiagnosticError(Diagnostic(.error, "not a folder: --root names the project's folder, which the XLIFF's paths ('original') are relative to", path: self.given, at: nil))
        }
    }

    /// `path` relative to the root, with `/` between folders.
    ///
    /// - Throws: A path outside the root, which XLIFF could not name.
    func original(of path: String) throws(DiagnosticError) -> String {
        let file = standardizedPath(path)
        let prefix = absolute == "/" ? "/" : absolute + "/"
        guard file.hasPrefix(prefix) else {
            // Spelled through a link on the way to one of them (`plink` for `p`; on macOS,
            // `/tmp` for `/private/tmp`), it is inside when the real paths say so, and named by them.
            if let real = resolvedPath(file), let realRoot = resolvedPath(absolute), isPath(real, below: realRoot) {
                return String(real.dropFirst(realRoot == "/" ? 1 : realRoot.count + 1))
            }
            throw DiagnosticError(Diagnostic(.error, "the catalog is outside the project's folder '\(given)'; name the folder that holds it with --root", path: path, at: nil))
        }
        // Reached through a link that leads out of the root, it would be an original that an
        // import refuses (``path(of:)``).
        if let real = resolvedPath(file), let realRoot = resolvedPath(absolute), !isPath(real, below: realRoot) {
            throw DiagnosticError(Diagnostic(.error, "the catalog is reached through a link that leads outside the project's folder '\(given)', to \(real); name the folder that holds it with --root", path: path, at: nil))
        }
        return String(file.dropFirst(prefix.count))
    }

    /// `original` (a path under the root, as XLIFF names it) as a path to read and write, from
    /// the working folder when it is inside it, as the other commands name files; `nil` for one
    /// that leaves the root, by `..` or through a link inside it that leads out, which an XLIFF
    /// from outside the team could name to have another file rewritten.
    func path(of original: String) -> String? {
        guard !original.hasPrefix("/") else { return nil }
        let path = standardizedPath(original, in: absolute)
        guard isPath(path, below: absolute) else { return nil }
        let workingFolder = standardizedPath(".")
        let shown = isPath(path, below: workingFolder) && path != workingFolder ? String(path.dropFirst(workingFolder == "/" ? 1 : workingFolder.count + 1)) : path
        // What does not exist is not written (the catalog is missing); what does is where its
        // links lead, which must be inside where the root's lead.
        guard let real = resolvedPath(path), let realRoot = resolvedPath(absolute) else { return shown }
        return isPath(real, below: realRoot) ? shown : nil
    }

}
