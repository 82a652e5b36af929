import Foundation
import Testing
import TestSupport
@testable import KeyUsage

/// The diff `migrate` prints without `--write`: `diff -u`'s form, three lines of context, hunks
/// merged where their context meets, and the last line's missing line break said.
@Suite struct UnifiedDiffTests {
    /// The rewrite of `text` that replaces each `(old, new)`, the first occurrence after the last.
    func diff(_ text: String, _ replacements: [(String, String)]) -> String {
        let bytes = Array(text.utf8)
        var edits: [SourceRewrite.Edit] = []
        var from = text.startIndex
        for (old, new) in replacements {
            let range = text.range(of: old, range: from..<text.endIndex)!
            let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            let end = text.utf8.distance(from: text.startIndex, to: range.upperBound)
            edits.append(SourceRewrite.Edit(range: start..<end, replacement: new, line: 0, column: 0))
            from = range.upperBound
        }
        return SourceRewrite(path: "A.swift", original: bytes, edits: edits).diff(displayPath: "Sources/A.swift")
    }

    static let lines = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func oneChangeWithContext() {
        #expect(diff(Self.lines, [("line 10", "row 10")]) == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +row 10
             line 11
             line 12
             line 13

            """)
    }

    /// The hunks are `diff -u`'s, byte for byte, its headers' labels aside: a change, lines
    /// removed, a file emptied (whose new side is `+0,0`), an edit of several lines that leaves
    /// the lines at its ends as they were.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/diff"), "needs diff"), arguments: [
        [("line 10", "row 10")],
        [("line 5\nline 6\nline 7\n", "")],
        [("line 2\n", ""), ("line 19\n", "")],
        [(Self.lines, "")],
        // Edits over several lines that change one of them, as a call rewritten with its layout.
        [("line 9\nline 10\nline 11", "line 9\nrow 10\nline 11")],
        [("line 4\nline 5\nline 6\n", "line 4\nline 6\n"), ("line 12\nline 13", "line 12\nline 13b")],
        [("line 18\nline 19\nline 20\n", "line 18\nrow 19\nline 20\n")],
        // One edit that keeps a line between two it changes; edits on neighbouring lines.
        [("line 3\nline 4\nline 5", "row 3\nline 4\nrow 5")],
        [("line 5", "row 5"), ("line 6\nline 7\nline 8", "line 6\nrow 7\nline 8")],
        [("line 1\n", "line 0\nline 1\n"), ("line 20\n", "line 20\nline 21\n")],
    ])
    func hunksAreDiffs(replacements: [(String, String)]) throws {
        var revised = Self.lines
        for (old, new) in replacements { revised = revised.replacingOccurrences(of: old, with: new) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unified-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.lines.utf8).write(to: folder.appendingPathComponent("old"))
        try Data(revised.utf8).write(to: folder.appendingPathComponent("new"))
        let gnu = try ChildProcess.run("/usr/bin/diff", ["-u", "--label", "a/Sources/A.swift", "--label", "b/Sources/A.swift", "old", "new"], in: folder)
        #expect(gnu.status == 1)
        #expect(diff(Self.lines, replacements) == gnu.standardOutput)
    }

    /// The change between two versions, as pruning shows it, is `diff -u`'s too: a line added,
    /// a line left out, a one-line file, the last line without its line break.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/diff"), "needs diff"), arguments: [
        ("A\n", "A\nA\n"), ("a\nb\n", "a\n"), ("x", "y"), ("a\nb", "a\nc"), ("a\nb\nc\n", "a\nc\n"),
        // The last line's line break, given or taken.
        ("a\nb\n", "a\nb"), ("a\nb\nc\n", "a\nb"), ("a\nb", "a\nb\nc"), ("x\ny\ny", "x\ny"),
    ])
    func versionsAreDiffs(original: String, revised: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unified-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(original.utf8).write(to: folder.appendingPathComponent("old"))
        try Data(revised.utf8).write(to: folder.appendingPathComponent("new"))
        let gnu = try ChildProcess.run("/usr/bin/diff", ["-u", "--label", "a/T.strings", "--label", "b/T.strings", "old", "new"], in: folder)
        let ours = SourceRewrite(path: "T.strings", original: Array(original.utf8), revised: Array(revised.utf8)).diff(displayPath: "T.strings")
        #expect(ours == gnu.standardOutput)
    }

    @Test func crlfLinesKeepTheirCarriageReturns() {
        // Each line of the diff is a line of the file, its "\r" included, as `git diff` writes
        // it: split as a `String`, "\r\n" is one character and the file one line.
        let text = "a\r\nb\r\nc\r\n"
        #expect(diff(text, [("b", "B")]) == "--- a/Sources/A.swift\n+++ b/Sources/A.swift\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\r\n")
    }

    @Test func atTheEdgesOfTheFile() {
        #expect(diff(Self.lines, [("line 1\n", "line one\n"), ("line 20", "line twenty")]) == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,4 +1,4 @@
            -line 1
            +line one
             line 2
             line 3
             line 4
            @@ -17,4 +17,4 @@
             line 17
             line 18
             line 19
            -line 20
            +line twenty

            """)
    }

    @Test func nearbyChangesShareAHunk() {
        #expect(diff(Self.lines, [("line 5", "five"), ("line 11", "eleven")]) == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -2,13 +2,13 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8
             line 9
             line 10
            -line 11
            +eleven
             line 12
             line 13
             line 14

            """)
    }

    @Test func aChangeOverLinesAndTwoOnOneLine() {
        #expect(diff("a\nText(\n    \"x\",\n    bundle: .module\n)\nb(\"y\") + c(\"z\")\nd\n", [("Text(\n    \"x\",\n    bundle: .module\n)", "Text(.x)"), ("b(\"y\")", "Y"), ("c(\"z\")", "Z")]) == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,7 +1,4 @@
             a
            -Text(
            -    "x",
            -    bundle: .module
            -)
            -b("y") + c("z")
            +Text(.x)
            +Y + Z
             d

            """)
    }

    @Test func aFileWithoutALineBreakAtItsEnd() {
        #expect(diff("a\nb\nc", [("c", "C")]) == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,3 +1,3 @@
             a
             b
            -c
            \\ No newline at end of file
            +C
            \\ No newline at end of file

            """)
        #expect(diff("a\nb\nc", [("a", "A")]) == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,3 +1,3 @@
            -a
            +A
             b
             c
            \\ No newline at end of file

            """)
    }

    @Test func laterHunksCountTheLinesEarlierOnesAdded() {
        #expect(diff(Self.lines, [("line 2", "two\nlines"), ("line 18", "eighteen")]) == """
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1,5 +1,6 @@
             line 1
            -line 2
            +two
            +lines
             line 3
             line 4
             line 5
            @@ -15,6 +16,6 @@
             line 15
             line 16
             line 17
            -line 18
            +eighteen
             line 19
             line 20

            """)
    }

    /// `migrate` and `prune` name a file as a shell in the current folder would: inside it,
    /// relative; elsewhere, by its whole path as `git diff --no-index` writes it, without the
    /// leading '/' (a folder that only shares the name's start is not the file's).
    @Test func namesTheFileFromAFolder() {
        func header(_ path: String, _ folder: String) -> String {
            let rewrite = SourceRewrite(path: path, original: Array("a\n".utf8), revised: Array("b\n".utf8))
            return String(rewrite.diff(shownFrom: folder).split(separator: "\n")[0])
        }
        #expect(header("/app/Sources/A.swift", "/app") == "--- a/Sources/A.swift")
        #expect(header("/app/Sources/A.swift", "/app/") == "--- a/Sources/A.swift")
        #expect(header("/application/A.swift", "/app") == "--- a/application/A.swift")
        #expect(header("/other/A.swift", "/app") == "--- a/other/A.swift")
        #expect(header("./A.swift", "/app") == "--- a/A.swift", "a run on '.' names its files './A.swift'")
        #expect(header("../other/A.swift", "/app/sub") == "--- a/app/other/A.swift", "'..' leads out of the folder")
        #expect(header("x/../A.swift", "/app") == "--- a/A.swift")
        #expect(header("/app/x/../A.swift", "/app") == "--- a/A.swift", "a whole path with '..' too")
    }

    /// The change between two versions of a file, as pruning shows it: each run of lines left out
    /// at its place; anything else as one change between the common first and last lines.
    @Test func betweenTwoVersions() {
        func diff(_ original: String, _ revised: String) -> String {
            SourceRewrite(path: "T.strings", original: Array(original.utf8), revised: Array(revised.utf8)).diff(displayPath: "T.strings")
        }
        let pruned = Self.lines.replacingOccurrences(of: "line 3\n", with: "").replacingOccurrences(of: "line 17\nline 18\n", with: "")
        #expect(diff(Self.lines, pruned) == """
            --- a/T.strings
            +++ b/T.strings
            @@ -1,6 +1,5 @@
             line 1
             line 2
            -line 3
             line 4
             line 5
             line 6
            @@ -14,7 +13,5 @@
             line 14
             line 15
             line 16
            -line 17
            -line 18
             line 19
             line 20

            """)
        // Lines added: not lines left out; the line both have is context, as diff shows it.
        #expect(diff("A\n", "A\nA\n") == "--- a/T.strings\n+++ b/T.strings\n@@ -1 +1,2 @@\n A\n+A\n")
        #expect(diff("A\n", "A\n") == "--- a/T.strings\n+++ b/T.strings\n")
    }
}
