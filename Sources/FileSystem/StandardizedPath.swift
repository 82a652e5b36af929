import Foundation

/// `path` made absolute (relative to `workingFolder`, by default the process's), without `.`,
/// `..` and repeated slashes; links are not resolved.
package func standardizedPath(_ path: String, in workingFolder: String? = nil) -> String {
    // Most paths are standard already, or relative without `.`, `..` or `//`.
    if path.hasPrefix("/") {
        if hasOnlyNamedComponents(path.utf8.dropFirst()) { return path }
    } else if !path.isEmpty, hasOnlyNamedComponents(path.utf8[...]) {
        let folder = workingFolder ?? FileManager.default.currentDirectoryPath
        return folder == "/" ? "/" + path : folder + "/" + path
    }
    let absolute = path.hasPrefix("/") ? path : (workingFolder ?? FileManager.default.currentDirectoryPath) + "/" + path
    var components: [Substring] = []
    for component in absolute.split(separator: "/") {
        switch component {
        case ".": continue
        case "..": if !components.isEmpty { components.removeLast() }
        default: components.append(component)
        }
    }
    return "/" + components.joined(separator: "/")
}

/// Whether every `/`-separated component of `path` is a name: none is empty, `.` or `..`
/// (an empty `path` is the root's own).
private func hasOnlyNamedComponents(_ path: Substring.UTF8View) -> Bool {
    if path.isEmpty { return true }
    var componentLength = 0
    var dots = 0
    for byte in path {
        if byte == UInt8(ascii: "/") {
            if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
            componentLength = 0
            dots = 0
        } else {
            componentLength += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
    }
    return componentLength > 0 && !(componentLength == dots && dots <= 2)
}
