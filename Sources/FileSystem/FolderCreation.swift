#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InputText

/// Creates `folder` and the folders it is in that are missing (`mkdir -p`), or says which part of
/// the path stands in the way and why: the one way every command creates folders.
///
/// - Parameter subject: What the folder is for, as the error names it (`the output folder`).
/// - Throws: A diagnostic at `folder` (or at `path`, when given: the file the folder is for)
///   naming the part that is a file, or the system's reason.
package func createFolder(_ folder: String, for subject: String = "the folder", path: String? = nil) throws(DiagnosticError) {
    var created: [String] = []
    try createFolder(folder, for: subject, path: path, created: &created)
}

/// Creates `folder` as ``createFolder(_:for:path:)`` does, adding each folder it creates to
/// `created`, outermost first, so that a caller whose later step fails can remove them again.
package func createFolder(_ folder: String, for subject: String = "the folder", path: String? = nil, created: inout [String]) throws(DiagnosticError) {
    var prefix = folder.hasPrefix("/") ? "/" : ""
    for component in folder.split(separator: "/") {
        prefix += prefix.isEmpty || prefix.hasSuffix("/") ? component : "/" + component
        switch FileKind(atPath: prefix, followingLinks: true) {
        case .directory:
            continue
        case .missing:
            if mkdir(prefix, 0o777) == 0 {
                created.append(prefix)
            } else if errno != EEXIST {
                throw DiagnosticError(Diagnostic(.error, "cannot create \(subject): \(lastSystemError()) (\(prefix))", path: path ?? folder, at: nil))
            }
        case .regularFile, .link, .other:
            let part = prefix == folder && path == nil ? "it" : "'\(prefix)'"
            throw DiagnosticError(Diagnostic(.error, "cannot create \(subject): \(part) is a file, not a folder", path: path ?? folder, at: nil))
        }
    }
}
