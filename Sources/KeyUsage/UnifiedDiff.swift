import FileSystem

/// A rewrite as a unified diff (`diff -u`), with three lines of context around each change.
enum UnifiedDiff {
    static let context = 3

    /// The diff of `rewrite`, `a/` and `b/` before its path as `git diff` writes them.
    static func diff(_ rewrite: SourceRewrite, displayPath: String) -> String {
        let original = rewrite.original
        // Where each line starts, and the line of each byte offset.
        var lineStarts = [0]
        for (offset, byte) in original.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < original.count {
            lineStarts.append(offset + 1)
        }
        func line(of offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        func lineEnd(_ line: Int) -> Int { line + 1 < lineStarts.count ? lineStarts[line + 1] : original.count }
        func linesWithBreaks(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
            var result: [ArraySlice<UInt8>] = []
            var start = bytes.startIndex
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                result.append(bytes[start...index])
                start = index + 1
            }
            if start < bytes.endIndex { result.append(bytes[start...]) }
            return result
        }
        // Split as bytes: as a `String`, a CRLF line break is one character, which no "\n" matches.
        func lines(_ bytes: ArraySlice<UInt8>) -> [String] {
            var result = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            if result.last == "" { result.removeLast() }
            return result
        }

        let lineCount = lineStarts.count
        // The spans of lines that edits touch, merged where they meet.
        var spans: [(first: Int, last: Int, edits: [SourceRewrite.Edit])] = []
        for edit in rewrite.edits {
            let first = line(of: edit.range.lowerBound)
            let last = line(of: max(edit.range.lowerBound, edit.range.upperBound - 1))
            if let previous = spans.last, first <= previous.last + 1 {
                spans[spans.count - 1].last = max(previous.last, last)
                spans[spans.count - 1].edits.append(edit)
            } else {
                spans.append((first, last, [edit]))
            }
        }
        // Each span's lines before and after, each with its line break, matched as diff matches
        // them (a call rewritten with its layout kept changes one of its lines): the runs of
        // lines between matched ones are the blocks.
        var blocks: [Block] = []
        for span in spans {
            let bytes = lineStarts[span.first]..<lineEnd(span.last)
            var after: [UInt8] = []
            var position = bytes.lowerBound
            for edit in span.edits {
                after += original[position..<edit.range.lowerBound]
                after += Array(edit.replacement.utf8)
                position = edit.range.upperBound
            }
            after += original[position..<bytes.upperBound]
            blocks += Self.changedRuns(before: linesWithBreaks(original[bytes]), after: linesWithBreaks(after[...]), firstLine: span.first)
        }
        // Hunks: blocks whose context would meet or overlap.
        var hunks: [[Block]] = []
        for block in blocks {
            if let previous = hunks.last?.last, block.first - previous.last - 1 <= 2 * context {
                hunks[hunks.count - 1].append(block)
            } else {
                hunks.append([block])
            }
        }
        var output = "--- a/\(displayPath)\n+++ b/\(displayPath)\n"
        var shift = 0
        for hunk in hunks {
            let start = max(0, hunk[0].first - context)
            let end = min(lineCount - 1, hunk[hunk.count - 1].last + context)
            var body: [String] = []
            var removed = 0
            var added = 0
            var cursor = start
            for block in hunk {
                for context in cursor..<block.first { body.append(" " + lines(original[lineStarts[context]..<lineEnd(context)]).joined()) }
                // A line without a line break, the last of its side, says so after it.
                for (mark, side) in [("-", block.before), ("+", block.after)] {
                    for line in side {
                        let text = line.last == UInt8(ascii: "\n") ? line.dropLast() : line
                        body.append(mark + String(decoding: text, as: UTF8.self))
                        if line.last != UInt8(ascii: "\n") { body.append("\\ No newline at end of file") }
                    }
                }
                removed += block.before.count
                added += block.after.count
                cursor = block.last + 1
            }
            if cursor <= end {
                for context in cursor...end { body.append(" " + lines(original[lineStarts[context]..<lineEnd(context)]).joined()) }
            }
            let contextCount = (end - start + 1) - removed
            let oldCount = contextCount + removed
            let newCount = contextCount + added
            // As diff writes a side: an empty one starts at the line before it (`+0,0` for a file
            // emptied), and one of a single line is that line alone (`-1`).
            func side(_ start: Int, _ count: Int) -> String {
                count == 1 ? "\(start + 1)" : "\(start + (count == 0 ? 0 : 1)),\(count)"
            }
            output += "@@ -\(side(start, oldCount)) +\(side(start + shift, newCount)) @@\n"
            if end == lineCount - 1, end > hunk[hunk.count - 1].last, original.last != UInt8(ascii: "\n") {
                body.append("\\ No newline at end of file")
            }
            output += body.map { $0 + "\n" }.joined()
            shift += added - removed
        }
        return output
    }

    /// Lines that edits change: the first and last of the original's (for lines only added,
    /// `first` is the line after them and `last` the one before), and each side's lines with
    /// their line breaks.
    private struct Block {
        var first: Int
        var last: Int
        var before: [ArraySlice<UInt8>]
        var after: [ArraySlice<UInt8>]
    }

    /// The runs of lines that differ between `before` and `after`, matched by their longest
    /// common subsequence (the earliest match first, as diff shows a line added after its
    /// equal); `firstLine` is the line of `before[0]`. A span too large to match line by line
    /// is one run, less the lines both sides begin and end with.
    private static func changedRuns(before: [ArraySlice<UInt8>], after: [ArraySlice<UInt8>], firstLine: Int) -> [Block] {
        let (n, m) = (before.count, after.count)
        var matches: [(Int, Int)] = []
        if n * m <= 4_000_000 {
            // common[i * (m + 1) + j]: the longest common subsequence of before[i...] and after[j...].
            var common = [Int32](repeating: 0, count: (n + 1) * (m + 1))
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    common[i * (m + 1) + j] = before[i] == after[j]
                        ? common[(i + 1) * (m + 1) + j + 1] + 1
                        : max(common[(i + 1) * (m + 1) + j], common[i * (m + 1) + j + 1])
                }
            }
            var (i, j) = (0, 0)
            while i < n, j < m {
                if before[i] == after[j] {
                    matches.append((i, j))
                    i += 1
                    j += 1
                } else if common[(i + 1) * (m + 1) + j] >= common[i * (m + 1) + j + 1] {
                    i += 1
                } else {
                    j += 1
                }
            }
        } else {
            var head = 0
            while head < min(n, m), before[head] == after[head] { matches.append((head, head)); head += 1 }
            var tail: [(Int, Int)] = []
            while tail.count < min(n, m) - head, before[n - 1 - tail.count] == after[m - 1 - tail.count] {
                tail.append((n - 1 - tail.count, m - 1 - tail.count))
            }
            matches += tail.reversed()
        }
        var runs: [Block] = []
        var (i, j) = (0, 0)
        for (matchedI, matchedJ) in matches + [(n, m)] {
            if i < matchedI || j < matchedJ {
                runs.append(Block(first: firstLine + i, last: firstLine + matchedI - 1, before: Array(before[i..<matchedI]), after: Array(after[j..<matchedJ])))
            }
            (i, j) = (matchedI + 1, matchedJ + 1)
        }
        return runs
    }
}

extension SourceRewrite {
    /// The rewrite as a unified diff, the file named `displayPath`.
    package func diff(displayPath: String) -> String {
        UnifiedDiff.diff(self, displayPath: displayPath)
    }

    /// The rewrite as a unified diff that names the file as a shell in `folder` would: relative
    /// to it when the file lies inside (so that `git apply` or `patch -p1` there applies it),
    /// otherwise by its whole path without the leading `/`, as `git diff --no-index` names a file
    /// outside the repository (`patch -p1` in `/` applies that).
    package func diff(shownFrom folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // A `..` component is resolved first (`../Other/V.swift` is outside the folder, which
        // neither git nor patch would follow).
        let path = self.path.split(separator: "/").contains("..")
            ? standardizedPath(self.path, in: folder)
            : self.path
        var shown = path.hasPrefix(prefix) ? Substring(path.dropFirst(prefix.count)) : Substring(path)
        // git refuses a `.` component: `./V.swift`, as a run on `.` names it, is `V.swift`.
        while shown.hasPrefix("./") { shown = shown.dropFirst(2) }
        while shown.hasPrefix("/") { shown = shown.dropFirst() }
        return diff(displayPath: String(shown))
    }
}

extension SourceRewrite {
    /// The change from `original` to `revised` as edits of whole lines, to show as a diff: each
    /// line of `revised` matched with the next equal line of `original`, which gives each removed
    /// line its own place when `revised` only leaves lines out (as pruning does); otherwise one
    /// edit from the first line that differs to the last.
    package init(path: String, original: [UInt8], revised: [UInt8]) {
        func lines(_ bytes: [UInt8]) -> [Range<Int>] {
            var ranges: [Range<Int>] = []
            var start = 0
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                ranges.append(start..<offset + 1)
                start = offset + 1
            }
            if start < bytes.count { ranges.append(start..<bytes.count) }
            return ranges
        }
        let old = lines(original)
        let new = lines(revised)
        var edits: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        var removedSince: Int?
        func closeRemoval() {
            if let start = removedSince {
                let range = old[start].lowerBound..<old[oldIndex - 1].upperBound
                edits.append(Edit(range: range, replacement: "", line: start + 1, column: 1))
                removedSince = nil
            }
        }
        while newIndex < new.count, oldIndex < old.count {
            if original[old[oldIndex]].elementsEqual(revised[new[newIndex]]) {
                closeRemoval()
                newIndex += 1
            } else if removedSince == nil {
                removedSince = oldIndex
            }
            oldIndex += 1
        }
        if newIndex == new.count {
            if oldIndex < old.count, removedSince == nil { removedSince = oldIndex }
            oldIndex = old.count
            closeRemoval()
            self.init(path: path, original: original, edits: edits)
            return
        }
        // Not lines left out: one edit between the common first and last lines.
        let prefix = zip(old, new).prefix { original[$0].elementsEqual(revised[$1]) }.count
        // The common last lines, not counting again those the common first lines took.
        let suffix = min(zip(old.reversed(), new.reversed()).prefix { original[$0].elementsEqual(revised[$1]) }.count, min(old.count, new.count) - prefix)
        let oldEnd = max(prefix, old.count - suffix)
        let newEnd = max(prefix, new.count - suffix)
        let start = prefix < old.count ? old[prefix].lowerBound : original.count
        let end = oldEnd > prefix ? old[oldEnd - 1].upperBound : start
        let replacementStart = prefix < new.count ? new[prefix].lowerBound : revised.count
        let replacementEnd = newEnd > prefix ? new[newEnd - 1].upperBound : replacementStart
        let replacement = String(decoding: revised[replacementStart..<replacementEnd], as: UTF8.self)
        self.init(path: path, original: original, edits: [Edit(range: start..<end, replacement: replacement, line: prefix + 1, column: 1)])
    }
}
