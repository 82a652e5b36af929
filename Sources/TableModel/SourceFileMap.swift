import InputText

/// Where the lines of a table read from several files are.
///
/// A legacy table's texts come from many files (`en.lproj/Localizable.strings`,
/// `de.lproj/Localizable.stringsdict`, …), but a model location has no file. So, as a
/// compiler's source manager does, the table's locations place each file's lines in a range
/// of one line space of the table, file after file, and this map turns such a location back
/// into a file and a line. A catalog has one file and an empty map.
public struct SourceFileMap: Hashable, Sendable {
    /// One file and the first line of the table's line space that is its line 1.
    public struct File: Hashable, Sendable {
        /// The file's path, as diagnostics name it.
        public var path: String
        /// The line of the table's line space that is the file's first line.
        public var firstLine: Int

        /// Creates a file entry.
        public init(path: String, firstLine: Int) {
            self.path = path
            self.firstLine = firstLine
        }
    }

    /// The files, by ascending first line.
    public var files: [File]

    /// Creates a map of `files`, given by ascending first line.
    public init(files: [File] = []) {
        self.files = files
    }

    /// The file and the location in it of `location`, a location of the table's line space;
    /// `nil` for a map without files.
    public func resolve(_ location: SourceLocation) -> (path: String, location: SourceLocation)? {
        guard !files.isEmpty else { return nil }
        var low = 0
        var high = files.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if files[middle].firstLine <= location.line { low = middle } else { high = middle - 1 }
        }
        let file = files[low]
        return (file.path, SourceLocation(line: location.line - file.firstLine + 1, column: location.column))
    }

    /// `diagnostic`, a diagnostic of the table, pointing into the file its location is in; as
    /// it is when it has no location.
    public func resolve(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let location = diagnostic.location, let (path, resolved) = resolve(location) else {
            return diagnostic
        }
        var result = diagnostic
        result.path = path
        result.location = resolved
        return result
    }
}
