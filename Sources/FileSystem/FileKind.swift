#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path; a final symbolic link is followed only when asked.
package enum FileKind: Equatable {
    case missing
    case regularFile
    case directory
    /// A symbolic link (when links are not followed).
    case link
    case other

    package init(atPath path: String, followingLinks: Bool = false) {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else {
            self = .missing
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .link
        default: self = .other
        }
    }
}

/// The absolute path of what `path` names, links resolved; `nil` when nothing is there.
package func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
