#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InputText
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

/// Whether `path` is inside `folder`, below it (not `folder` itself); both spelled alike (both
/// standardized, or both resolved).
package func isPath(_ path: String, below folder: String) -> Bool {
    path.hasPrefix(folder == "/" ? "/" : folder + "/")
}

/// The link on the way to `path` that leads out of `folder`, when writing `path` would write
/// outside it: the deepest part of `path` that exists (the file itself, or a folder it is in),
/// and where that leads. `nil` when the path stays inside, and when `folder` does not exist yet
/// (then nothing in it does either).
package func linkOutside(_ folder: String, writing path: String) -> (link: String, leadsTo: String)? {
    guard let root = resolvedPath(folder) else { return nil }
    // The deepest part of the path that exists is what a link could redirect.
    var existing = path
    while FileKind(atPath: existing) == .missing {
        let parent = TableFileName.folder(of: existing)
        guard parent != existing else { return nil }
        existing = parent
    }
    guard let resolved = resolvedPath(existing) else { return nil }
    if resolved == root || isPath(resolved, below: root) { return nil }
    return (existing, resolved)
}

/// The error for each link of `paths` (files about to be written) that leads out of `folder`,
/// once per link, for `command`, which writes only inside the folder its `option` names.
package func linksOutside(_ folder: String, writing paths: [String], command: String, option: String) -> [Diagnostic] {
    var seen: Set<String> = []
    return paths.compactMap { path in
        guard let (link, place) = linkOutside(folder, writing: path), seen.insert(link).inserted else { return nil }
        return Diagnostic(
            .error, "this leads out of the output folder, to \(place); \(command) writes only inside \(option), so remove the link or name the folder it leads to (nothing is written)",
            path: link, at: nil)
    }
}
