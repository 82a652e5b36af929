import InputText
import TableModel

extension LegacyTableReader {
    /// A table's texts gathered by key and language, and the model made of them.
    ///
    /// Each key gets a slot: the source files' keys first, in file order, then the keys only
    /// translations have. A translation file is matched to the slots on its own core, and mostly
    /// without hashing: translation files list their keys in the source's order, so each key is
    /// first compared with the key after the previous one's. Then each language picks, on its own
    /// core, the text that stands for each slot: a stringsdict's over a strings file's (as in
    /// Foundation), and a later file's over an earlier one of the same kind, which is how a key a
    /// strings file repeats is found. Last, the entries are made on every core, sorted by key.
    struct Assembly: Sendable {
        /// A text of one file: the file's index among the table's files and the text's among
        /// the file's texts; `file` is -1 where no text is.
        struct TextReference: Sendable {
            var file: Int32
            var position: Int32

            static let none = TextReference(file: -1, position: -1)
        }

        let sourceLanguage: String
        /// Each file's texts, in file order; none for a file that could not be read.
        let texts: [[(key: String, text: KeyText)]]
        /// Every key, by slot.
        let keys: [String]
        /// The languages: the source language first, then the translations', sorted.
        let languages: [String]
        /// For each language, the text that stands for each slot.
        let chosen: [[TextReference]]
        /// For each file, the problems of its entries, each of which leaves an entry out.
        private let problemsByFile: [[Diagnostic]]
        /// For each file, the warnings about the keys it defines more than once.
        private let repeatsByFile: [[Diagnostic]]

        /// Gathers `files`, the texts of `table.files` (`nil` for a file that could not
        /// be read), whose lines start after `bases` in the table's line space.
        init(table: LegacyTable, files: [FileTexts?], bases: [Int]) {
            let legacyFiles = table.files
            sourceLanguage = table.sourceLanguage
            let texts = files.map { $0?.texts ?? [] }
            self.texts = texts

            // The source files' keys, in file order.
            var index: [String: Int32] = [:]
            var keys: [String] = []
            var slots: [[Int32]] = Array(repeating: [], count: files.count)
            for (number, file) in texts.enumerated() where legacyFiles[number].isSource {
                if keys.isEmpty {
                    index.reserveCapacity(file.count)
                    keys.reserveCapacity(file.count)
                }
                slots[number] = file.map { key, _ in
                    if let slot = index[key] { return slot }
                    let slot = Int32(keys.count)
                    index[key] = slot
                    keys.append(key)
                    return slot
                }
            }
            // Each translation file's keys among them, on every core; -1 for a key the source lacks.
            let translations = files.indices.filter { !legacyFiles[$0].isSource && files[$0] != nil }
            let sourceKeys = keys
            let sourceIndex = index
            let matched = translations.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { number in
                Self.match(texts[number], keys: sourceKeys, index: sourceIndex)
            }
            // The keys only translations have take the next slots, in file order.
            for (number, var fileSlots) in zip(translations, matched) {
                if fileSlots.contains(-1) {
                    for position in fileSlots.indices where fileSlots[position] == -1 {
                        let key = texts[number][position].key
                        if let slot = index[key] {
                            fileSlots[position] = slot
                        } else {
                            let slot = Int32(keys.count)
                            index[key] = slot
                            keys.append(key)
                            fileSlots[position] = slot
                        }
                    }
                }
                slots[number] = fileSlots
            }
            self.keys = keys

            // Each language's files, the source's first; each picks its texts on its own core.
            let translationLanguages = Set(translations.map { legacyFiles[$0].language }).sortedOutOfLine()
            languages = [table.sourceLanguage] + translationLanguages
            var filesByLanguage: [[Int]] = [files.indices.filter { legacyFiles[$0].isSource && files[$0] != nil }]
            let languageNumbers = Dictionary(uniqueKeysWithValues: translationLanguages.enumerated().map { ($1, $0 + 1) })
            filesByLanguage += Array(repeating: [], count: translationLanguages.count)
            for number in translations { filesByLanguage[languageNumbers[legacyFiles[number].language]!].append(number) }
            let slotCount = keys.count
            let fileSlots = slots
            let warnsOfRepeats = files.map { $0?.warnsOfRepeats ?? false }
            let picked = filesByLanguage.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { numbers in
                Self.choose(from: numbers, texts: texts, warnsOfRepeats: warnsOfRepeats, slots: fileSlots, slotCount: slotCount)
            }
            chosen = picked.map(\.chosen)

            problemsByFile = files.map { $0?.problems ?? [] }
            var repeatsByFile = files.map { $0?.repeats ?? [] }
            for (numbers, choice) in zip(filesByLanguage, picked) {
                for (number, repeats) in zip(numbers, choice.repeats) where !repeats.isEmpty {
                    // The warning points into the file, not the table's line space.
                    var inFile = repeats
                    inFile.shiftLines(by: -bases[number])
                    repeatsByFile[number] += inFile.warnings(path: legacyFiles[number].path)
                }
            }
            self.repeatsByFile = repeatsByFile
        }

        /// The problems of the entries of the file at `index` among the table's files.
        func problems(ofFileAt index: Int) -> [Diagnostic] {
            problemsByFile[index]
        }

        /// The warnings about the keys that the file at `index` defines more than once.
        func repeats(ofFileAt index: Int) -> [Diagnostic] {
            repeatsByFile[index]
        }

        /// The slot of each of a translation file's texts: -1 for a key the source lacks.
        private static func match(_ texts: [(key: String, text: KeyText)], keys: [String], index: [String: Int32]) -> [Int32] {
            var slots: [Int32] = []
            slots.reserveCapacity(texts.count)
            var next = 0
            texts.withUnsafeBufferPointer { texts in
                for position in texts.indices {
                    if next < keys.count, keys[next] == texts[position].key {
                        slots.append(Int32(next))
                        next += 1
                    } else if let slot = index[texts[position].key] {
                        slots.append(slot)
                        next = Int(slot) + 1
                    } else {
                        slots.append(-1)
                    }
                }
            }
            return slots
        }

        /// The text that stands for each slot in one language, of the files `numbers` (in
        /// table order), and the keys each of those files repeats.
        private static func choose(
            from numbers: [Int], texts: [[(key: String, text: KeyText)]], warnsOfRepeats: [Bool], slots: [[Int32]], slotCount: Int
        ) -> (chosen: [TextReference], repeats: [RepeatedKeys]) {
            var chosen = Array(repeating: TextReference.none, count: slotCount)
            var repeats: [RepeatedKeys] = []
            for number in numbers {
                var fileRepeats = RepeatedKeys()
                for position in texts[number].indices {
                    let slot = Int(slots[number][position])
                    let current = chosen[slot]
                    if current.file >= 0 {
                        if current.file == Int32(number), warnsOfRepeats[number] {
                            fileRepeats.noteRepeat(of: texts[number][position].key, at: texts[number][position].text.keyLocation)
                        }
                        if texts[Int(current.file)][Int(current.position)].text.isFromStringsdict, !texts[number][position].text.isFromStringsdict {
                            continue
                        }
                    }
                    chosen[slot] = TextReference(file: Int32(number), position: Int32(position))
                }
                repeats.append(fileRepeats)
            }
            return (chosen, repeats)
        }

        /// The table's model: entries sorted by key, each with its source localization and its
        /// translations sorted by language.
        func model() -> StringTable {
            let order = positionsSorted(count: keys.count) { keys[$0] < keys[$1] }
            let entries = order.concurrentMap { slot in entry(at: slot) }
            var catalog = StringTable(sourceLanguage: sourceLanguage, version: "1.0", entries: entries)
            catalog.storage = .localizationFolders
            return catalog
        }

        private func entry(at slot: Int) -> CatalogEntry {
            var localizations: [Localization] = []
            localizations.reserveCapacity(languages.count)
            var keyLocation: SourceLocation?
            for number in languages.indices {
                let reference = chosen[number][slot]
                guard reference.file >= 0 else { continue }
                let (file, position) = (Int(reference.file), Int(reference.position))
                keyLocation = keyLocation ?? texts[file][position].text.keyLocation
                localizations.append(Localization(
                    language: languages[number], location: texts[file][position].text.keyLocation, value: texts[file][position].text.value,
                    substitutions: texts[file][position].text.substitutions))
            }
            let source = chosen[0][slot]
            var entry = CatalogEntry(
                key: keys[slot], keyLocation: keyLocation!, comment: source.file >= 0 ? texts[Int(source.file)][Int(source.position)].text.comment : nil,
                extractionState: .migrated, localizations: localizations)
            if source.file < 0 { entry.isOnlyInTranslations = true }
            return entry
        }
    }
}
