#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PluginFacts

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

/// Where writing `path` would write, when that is outside `folder`: a link on its way (the file
/// itself, or a folder it is in) leads out of the folder. `nil` when it stays inside, and when
/// `folder` does not exist yet (then nothing in it does either).
package func placeOutside(_ folder: String, writing path: String) -> String? {
    guard let root = resolvedPath(folder) else { return nil }
    // The deepest part of the path that exists is what a link could redirect.
    var existing = path
    var rest: [String] = []
    while FileKind(atPath: existing) == .missing {
        let folder = TableFileName.folder(of: existing)
        let parent = folder.isEmpty ? "." : folder
        guard parent != existing else { return nil }
        rest.insert(TableFileName.fileName(of: existing), at: 0)
        existing = parent
    }
    guard let resolved = resolvedPath(existing) else { return nil }
    if resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/") { return nil }
    return ([resolved] + rest).joined(separator: "/")
}
