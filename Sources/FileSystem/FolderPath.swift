/// The path of the folder that holds `path`, spelled as `NSString.deletingLastPathComponent`
/// spells it: `""` for a name without a folder, `"/"` for a name in the root, trailing slashes
/// ignored.
///
/// Written here because Foundation on Linux traps on a one-character path without a slash
/// (`"A"`, `"."`), a name a user can give any output.
package func folderPath(of path: String) -> String {
    var bytes = Array(path.utf8)
    while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    var end = slash
    while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
}
