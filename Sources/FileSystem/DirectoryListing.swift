import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of a folder as the system lists them, each with whether it is a folder, without a
/// `stat` per entry where the system says the kind (`d_type`): walking a source tree of a
/// thousand files with `FileManager` costs about ten times as much.
package enum DirectoryListing {
    /// One entry: its name and whether it is a folder (a link is what it links to).
    package struct Entry: Sendable {
        package var name: String
        package var isDirectory: Bool
    }

    /// Whether a walk for Swift sources or tables leaves the folder named `name` out: a hidden
    /// folder (`.git`, `.build`), an asset catalog (`.xcassets`), which holds only images,
    /// colours and data, a folder each (in an app's tree, often two folders of three), and a
    /// localization bundle (`.xcloc`), whose `Source Contents` are copies of the project's
    /// catalogs for translators (projects commit them beside the catalogs), and a bundle of its
    /// own (`Settings.bundle`, a vendored `.framework` or `.xcframework`, an `.app` or `.appex`),
    /// which a build copies whole and whose tables the system or its own code reads, never the
    /// module's.
    package static func isNeverWalked(folderNamed name: String) -> Bool {
        name.utf8.first == UInt8(ascii: ".") || hasSuffix(name, ".xcassets") || hasSuffix(name, ".xcloc")
            || hasSuffix(name, ".bundle") || hasSuffix(name, ".framework") || hasSuffix(name, ".xcframework") || hasSuffix(name, ".app") || hasSuffix(name, ".appex")
    }

    private static func hasSuffix(_ name: String, _ suffix: StaticString) -> Bool {
        let suffix = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        return name.utf8.count > suffix.count && name.utf8.reversed().starts(with: suffix.reversed())
    }

    /// The entries of `folder` but `.` and `..`, in the system's order; `nil` when it cannot be
    /// read. A FIFO, socket or device is left out: no walk wants one, and opening a FIFO waits
    /// for a writer that may never come (a link that leads nowhere stays, for its reader to
    /// report).
    package static func entries(of folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let isDirectory: Bool
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_REG): isDirectory = false
            case Int32(DT_FIFO), Int32(DT_SOCK), Int32(DT_CHR), Int32(DT_BLK): continue
            default:
                // A link, or a file system that does not say: ask for what the path leads to.
                var status = stat()
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard stat(path, &status) == 0 else {
                    isDirectory = false
                    break
                }
                let kind = status.st_mode & S_IFMT
                guard kind == S_IFDIR || kind == S_IFREG else { continue }
                isDirectory = kind == S_IFDIR
            }
            entries.append(Entry(name: name, isDirectory: isDirectory))
        }
        return entries
    }
}

/// What a path leads to, as the system tells one file from another (its device and inode):
/// two paths are one file when they have one identity, whatever their spellings and links.
package struct FileIdentity: Hashable, Sendable {
    private var device: UInt64
    private var inode: UInt64

    /// The identity of what `path` leads to; `nil` when nothing is there.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        // `dev_t` is signed on some systems: its bits, not its value.
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
    }
}

/// The folders a walk has entered, by the file each is (``FileIdentity``), so that a walk
/// enters each folder once: a link to a folder above it (`up -> ..`) would lead round without
/// end, and a link to a folder the walk has listed would give each of its files twice.
package struct FolderVisits: Sendable {
    private var entered: Set<FileIdentity> = []

    package init() {}

    /// Whether the walk enters `folder` now: `false` when it entered the same folder before, by
    /// this path or another. A folder the system cannot tell about is entered, for its listing
    /// to fail on its own.
    package mutating func enter(_ folder: String) -> Bool {
        guard let identity = FileIdentity(path: folder) else { return true }
        return entered.insert(identity).inserted
    }
}
