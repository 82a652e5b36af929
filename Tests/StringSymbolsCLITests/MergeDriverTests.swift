import Foundation
import Testing
import TestSupport

/// `string-symbols merge-driver` as git runs it: a repository with the driver set up, two
/// branches that each change the catalog, and `git merge`.
@Suite(.enabled(if: GitRepository.isAvailable, "needs git"))
struct MergeDriverTests {
    static let base = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Abbrechen"
                  }
                }
              }
            },
            "Done" : {

            },
            "Open" : {
              "comment" : "Opens a file"
            }
          },
          "version" : "1.0"
        }

        """

    /// A unit of `Cancel` in `language`.
    static func unit(_ language: String, _ value: String) -> String {
        "\"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(value)\"\n          }\n        }"
    }

    @Test func branchesThatAddKeysMergeInXcodesOrder() throws {
        let repository = try GitRepository(base: Self.base)
        try repository.commit(on: "ours", Self.base.replacingOccurrences(of: "\"Cancel\" : {", with: "\"Add\" : {\n\n    },\n    \"Cancel\" : {"))
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: "\"Open\" : {\n      \"comment\" : \"Opens a file\"\n    }", with: "\"Open\" : {\n      \"comment\" : \"Opens a file\"\n    },\n    \"Zoom\" : {\n\n    }"))
        let merge = try repository.merge()
        #expect(merge.status == 0, "\(merge.standardError)")
        let merged = try repository.catalog()
        #expect(merged == Self.base
            .replacingOccurrences(of: "\"Cancel\" : {", with: "\"Add\" : {\n\n    },\n    \"Cancel\" : {")
            .replacingOccurrences(of: "\"Open\" : {\n      \"comment\" : \"Opens a file\"\n    }", with: "\"Open\" : {\n      \"comment\" : \"Opens a file\"\n    },\n    \"Zoom\" : {\n\n    }"))
    }

    @Test func translationsOfDifferentLanguagesMerge() throws {
        let repository = try GitRepository(base: Self.base)
        let german = Self.unit("de", "Abbrechen")
        try repository.commit(on: "ours", Self.base.replacingOccurrences(of: german, with: german + ",\n        " + Self.unit("fr", "Annuler")))
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: german, with: Self.unit("da", "Annuller") + ",\n        " + german))
        let merge = try repository.merge()
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(try repository.catalog() == Self.base.replacingOccurrences(
            of: german, with: Self.unit("da", "Annuller") + ",\n        " + german + ",\n        " + Self.unit("fr", "Annuler")))
    }

    @Test func aKeyDeletedOnOneSideIsGone() throws {
        let repository = try GitRepository(base: Self.base)
        try repository.commit(on: "ours", Self.base.replacingOccurrences(of: "    \"Done\" : {\n\n    },\n", with: ""))
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: "Opens a file", with: "Opens a document"))
        let merge = try repository.merge()
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(try repository.catalog() == Self.base.replacingOccurrences(of: "    \"Done\" : {\n\n    },\n", with: "").replacingOccurrences(of: "Opens a file", with: "Opens a document"))
    }

    /// A key's last language removed on one side (Xcode then writes the key without
    /// `localizations`) and a language added on the other merge language by language: it was a
    /// conflict over the whole `localizations`. Its last language edited on the other side is a
    /// conflict over that language alone.
    @Test func aKeysLastLanguageRemovedMergesByLanguage() throws {
        let german = "\"localizations\" : {\n        " + Self.unit("de", "Abbrechen") + "\n      }"
        let withoutGerman = Self.base.replacingOccurrences(of: "\"Cancel\" : {\n      " + german + "\n    }", with: "\"Cancel\" : {\n\n    }")
        #expect(withoutGerman != Self.base)
        let repository = try GitRepository(base: Self.base)
        try repository.commit(on: "ours", withoutGerman)
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: Self.unit("de", "Abbrechen"), with: Self.unit("de", "Abbrechen") + ",\n        " + Self.unit("fr", "Annuler")))
        let merge = try repository.merge()
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(try repository.catalog() == Self.base.replacingOccurrences(of: Self.unit("de", "Abbrechen"), with: Self.unit("fr", "Annuler")))

        let edited = try GitRepository(base: Self.base)
        try edited.commit(on: "ours", withoutGerman)
        try edited.commit(on: "theirs", Self.base.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Abbruch\""))
        let conflict = try edited.merge()
        #expect(conflict.status != 0)
        #expect(conflict.standardError.contains("1 unit changed on both sides: 'Cancel' de (removed in ours);"), "\(conflict.standardError)")
    }

    @Test func aUnitBothSidesChangedIsAConflictAndOnlyThat() throws {
        let repository = try GitRepository(base: Self.base)
        try repository.commit(on: "ours", Self.base.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Abbruch\"").replacingOccurrences(of: "Opens a file", with: "Opens one file"))
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Verwerfen\"").replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.1\""))
        let merge = try repository.merge()
        #expect(merge.status != 0)
        #expect(merge.output.contains("Localizable.xcstrings:6:1: error: 1 unit changed on both sides: 'Cancel' de; keep one side of each between the conflict markers"))
        let merged = try repository.catalog()
        #expect(merged == Self.base
            .replacingOccurrences(of: "Opens a file", with: "Opens one file")
            .replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.1\"")
            .replacingOccurrences(of: "        " + Self.unit("de", "Abbrechen") + "\n", with: "<<<<<<< ours\n        " + Self.unit("de", "Abbruch") + "\n=======\n        " + Self.unit("de", "Verwerfen") + "\n>>>>>>> theirs\n"))
        // Read before it is decided, the catalog is an error at the first marker.
        let generate = try CLI.run(["generate", "--stdout", "Localizable.xcstrings"], in: repository.folder.url)
        #expect(generate.status == 1)
        #expect(generate.standardError.hasPrefix("Localizable.xcstrings:6:1: error: an unresolved merge conflict: of the texts between '<<<<<<<' and '>>>>>>>', keep the one that is right and remove the marker lines\n"))
    }
}

extension MergeDriverTests {
    /// The catalog with one side of every conflict kept, the markers and the other side gone.
    static func keeping(ours keepsOurs: Bool, of merged: String) -> String {
        var kept: [Substring] = []
        var side: Bool?
        for line in merged.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line {
            case "<<<<<<< ours": side = true
            case "=======": side = false
            case ">>>>>>> theirs": side = nil
            default: if side == nil || side == keepsOurs { kept.append(line) }
            }
        }
        return kept.joined(separator: "\n")
    }

    @Test func eitherSideOfAConflictKeptIsACatalog() throws {
        // Ours deletes the last two keys, which theirs changes: the member before them loses its
        // comma on our side only, so it moves into the conflict, which takes the two in one.
        let repository = try GitRepository(base: Self.base)
        let done = "    \"Done\" : {\n\n    },\n"
        let open = ",\n    \"Open\" : {\n      \"comment\" : \"Opens a file\"\n    }"
        try repository.commit(on: "ours", Self.base.replacingOccurrences(of: done, with: "").replacingOccurrences(of: open, with: ""))
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: "    \"Done\" : {\n\n    }", with: "    \"Done\" : {\n      \"comment\" : \"Finishes\"\n    }").replacingOccurrences(of: "Opens a file", with: "Opens a document"))
        let merge = try repository.merge()
        #expect(merge.status != 0)
        #expect(merge.output.contains("error: 2 units changed on both sides: 'Done' (removed in ours), 'Open' (removed in ours);"))
        let merged = try repository.catalog()
        #expect(merged.contains("      }\n<<<<<<< ours\n    }\n=======\n    },\n    \"Done\" : {\n      \"comment\" : \"Finishes\"\n    },\n    \"Open\" : {\n      \"comment\" : \"Opens a document\"\n    }\n>>>>>>> theirs\n  },\n"))
        try repository.folder.write("Ours.xcstrings", Self.keeping(ours: true, of: merged))
        try repository.folder.write("Theirs.xcstrings", Self.keeping(ours: false, of: merged))
        let check = try CLI.run(["format", "--check", "Ours.xcstrings", "Theirs.xcstrings"], in: repository.folder.url)
        #expect(check.status == 0, "\(check.standardError)")
        #expect(Self.keeping(ours: true, of: merged) == Self.base.replacingOccurrences(of: done, with: "").replacingOccurrences(of: open, with: ""))
    }

    /// Conflicts are numbered in the merge's order of members (ours', then theirs'), which
    /// need not be the file's: ours deletes `Cancel` and edits `Open`, theirs edits `Cancel` and
    /// deletes `Open`; each side kept is still a catalog, with no placeholder left.
    @Test func conflictsOutOfTheFilesOrderAreEachMarked() throws {
        let repository = try GitRepository(base: Self.base)
        let cancel = try #require(Self.base.range(of: "    \"Cancel\" : {")).lowerBound
        let done = try #require(Self.base.range(of: "    \"Done\" : {")).lowerBound
        let withoutCancel = String(Self.base[..<cancel] + Self.base[done...])
        let open = ",\n    \"Open\" : {\n      \"comment\" : \"Opens a file\"\n    }"
        try repository.commit(on: "ours", withoutCancel.replacingOccurrences(of: "Opens a file", with: "Opens one file"))
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Verwerfen\"").replacingOccurrences(of: open, with: ""))
        let merge = try repository.merge()
        #expect(merge.status != 0)
        let merged = try repository.catalog()
        #expect(!merged.contains("string-symbols-merge-conflict"), "\(merged)")
        try repository.folder.write("Ours.xcstrings", Self.keeping(ours: true, of: merged))
        try repository.folder.write("Theirs.xcstrings", Self.keeping(ours: false, of: merged))
        let check = try CLI.run(["format", "--check", "Ours.xcstrings", "Theirs.xcstrings"], in: repository.folder.url)
        #expect(check.status == 0, "\(check.standardError)\n\(merged)")
        #expect(Self.keeping(ours: true, of: merged) == withoutCancel.replacingOccurrences(of: "Opens a file", with: "Opens one file"))
        #expect(Self.keeping(ours: false, of: merged) == Self.base.replacingOccurrences(of: "\"Abbrechen\"", with: "\"Verwerfen\"").replacingOccurrences(of: open, with: ""))
    }

    /// The last line break is a unit: the side that changed it wins (theirs adds it, as Xcode 16
    /// does to a file Xcode 15 wrote, while ours adds a key).
    @Test func theLineBreakAtTheEndIsTheSideThatChangedIt() throws {
        let base = String(Self.base.dropLast())
        let repository = try GitRepository(base: base)
        try repository.commit(on: "ours", base.replacingOccurrences(of: "\"Cancel\" : {", with: "\"Add\" : {\n\n    },\n    \"Cancel\" : {"))
        try repository.commit(on: "theirs", Self.base)
        let merge = try repository.merge()
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(try repository.catalog() == Self.base.replacingOccurrences(of: "\"Cancel\" : {", with: "\"Add\" : {\n\n    },\n    \"Cancel\" : {"))
    }

    /// A version that holds a conflict marker already merges cleanly line by line and keeps it:
    /// the driver fails, so git does not record a merge that every command then refuses.
    @Test func aLineMergeThatKeepsAMarkerFails() throws {
        let repository = try GitRepository(base: Self.base)
        try repository.commit(on: "ours", Self.base.replacingOccurrences(of: "  \"strings\" : {\n", with: "  \"strings\" : {\n<<<<<<< left over\n"))
        try repository.commit(on: "theirs", Self.base.replacingOccurrences(of: "Opens a file", with: "Opens a document"))
        let merge = try repository.merge()
        #expect(merge.status != 0)
        #expect(merge.output.contains("Localizable.xcstrings:4:1: error: the merge holds a conflict marker from a version merged"), "\(merge.output)")
    }

    @Test func aVersionThatIsNoCatalogIsMergedLineByLine() throws {
        let folder = try Workspace()
        try folder.write("base", "a\nb\nc\n")
        try folder.write("ours", "A\nb\nc\n")
        try folder.write("theirs", "a\nb\nC\n")
        let result = try CLI.run(["merge-driver", "base", "ours", "theirs", "Table.xcstrings"], in: folder.url)
        #expect(result.status == 0)
        // What stopped the catalog merge is a warning, since the merge succeeds line by line.
        #expect(result.standardError == """
            Table.xcstrings (base):1:1: warning: unexpected character 'a'; expected a value
            Table.xcstrings: warning: merging line by line, as git merges text, since a version is no catalog

            """)
        #expect(folder.read("ours") == "A\nb\nC\n")
        // Without git's %P, each version is named by its own file.
        try folder.write("ours", "A\nb\nc\n")
        let unnamed = try CLI.run(["merge-driver", "base", "ours", "theirs"], in: folder.url)
        #expect(unnamed.status == 0)
        #expect(unnamed.standardError.hasPrefix("base:1:1: warning: unexpected character 'a'; expected a value\n"), "\(unnamed.standardError)")
        let usage = try CLI.run(["merge-driver", "base", "ours"], in: folder.url)
        #expect(usage.status == 2)
        #expect(usage.standardError.hasPrefix("error: takes the base, ours and theirs (git's %O %A %B), and the path (%P), not 2 arguments\n"))
    }

    /// What the line merge cannot do is said in the driver's words, naming the file; git's
    /// temporary copies are called base, ours and theirs; and ours is as it was unless the merge
    /// left conflicts: a conflict, a binary version, no git to run, a git that fails halfway.
    @Test func aLineMergeThatFailsSaysWhy() throws {
        let folder = try Workspace()
        let (base, ours, theirs) = (".merge_file_b1", ".merge_file_o1", ".merge_file_t1")
        try folder.write(base, "a\nb\n")
        try folder.write(ours, "a\nB\n")
        try folder.write(theirs, "a\nbee\n")
        let conflict = try CLI.run(["merge-driver", base, ours, theirs, "Table.xcstrings"], in: folder.url)
        #expect(conflict.status == 1)
        #expect(conflict.standardError.hasSuffix("Table.xcstrings: error: the line merge left 1 conflict between conflict markers; keep one side of each\n"), "\(conflict.standardError)")
        #expect(folder.read(ours) == "a\n<<<<<<< ours\nB\n=======\nbee\n>>>>>>> theirs\n")

        try folder.write(ours, "a\nB\n")
        try Data([0x61, 0x00, 0x62]).write(to: folder.url.appendingPathComponent(theirs))
        let binary = try CLI.run(["merge-driver", base, ours, theirs, "Table.xcstrings"], in: folder.url)
        #expect(binary.status == 1)
        #expect(binary.standardError.hasSuffix("Table.xcstrings: error: git merge-file cannot merge the versions: cannot merge binary files: theirs; the file is left as ours\n"), "\(binary.standardError)")
        #expect(folder.read(ours) == "a\nB\n")

        try folder.write(theirs, "a\nbee\n")
        let withoutGit = try ChildProcess.run("/usr/bin/env", ["PATH=\(folder.url.path)/none", CLI.binary, "merge-driver", base, ours, theirs, "Table.xcstrings"], in: folder.url)
        #expect(withoutGit.status == 1)
        #expect(withoutGit.standardError.hasSuffix("""
            Table.xcstrings: warning: merging line by line, as git merges text, since a version is no catalog
            Table.xcstrings: error: cannot merge line by line: no 'git' on PATH; the file is left as ours

            """), "\(withoutGit.standardError)")
        #expect(folder.read(ours) == "a\nB\n")

        // A git that writes half of ours and fails, and one stopped by a signal.
        let fakes = folder.url.appendingPathComponent("fakes")
        try FileManager.default.createDirectory(at: fakes, withIntermediateDirectories: true)
        for (script, message) in [
            ("printf half > \"$8\"; echo 'fatal: cannot write .merge_file_o1' >&2; exit 255", "git merge-file cannot merge the versions: cannot write ours"),
            ("printf half > \"$8\"; kill -KILL $$", "git merge-file was stopped by signal 9"),
        ] {
            let git = fakes.appendingPathComponent("git")
            try Data("#!/bin/sh\n\(script)\n".utf8).write(to: git)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
            let failing = try ChildProcess.run("/usr/bin/env", ["PATH=\(fakes.path)", CLI.binary, "merge-driver", base, ours, theirs, "Table.xcstrings"], in: folder.url)
            #expect(failing.status == 1)
            #expect(failing.standardError.hasSuffix("Table.xcstrings: error: \(message); the file is left as ours\n"), "\(failing.standardError)")
            #expect(folder.read(ours) == "a\nB\n")
        }
    }
}

/// A git repository in a temporary folder whose `.xcstrings` files merge with the driver.
struct GitRepository {
    static let isAvailable = (try? ChildProcess.run("/usr/bin/env", ["git", "--version"]))?.status == 0

    let folder: Workspace

    init(base: String) throws {
        folder = try Workspace()
        try git("init", "-q", "-b", "main")
        try git("config", "merge.xcstrings.driver", "'\(CLI.binary)' merge-driver %O %A %B %P")
        try folder.write(".gitattributes", "*.xcstrings merge=xcstrings\n")
        try folder.write("Localizable.xcstrings", base)
        try git("add", ".")
        try git("commit", "-q", "-m", "base")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> ChildProcess.Result {
        let result = try ChildProcess.run("/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments, in: folder.url)
        if result.status != 0 && arguments.first != "merge" {
            throw GitFailure(description: "git \(arguments.joined(separator: " ")): \(result.standardError)")
        }
        return result
    }

    /// Commits `catalog` on a new branch from `main`.
    func commit(on branch: String, _ catalog: String) throws {
        try git("checkout", "-q", "-b", branch, "main")
        try folder.write("Localizable.xcstrings", catalog)
        try git("commit", "-q", "-am", branch)
    }

    /// Merges `theirs` into `ours`.
    func merge() throws -> ChildProcess.Result {
        try git("checkout", "-q", "ours")
        return try git("merge", "--no-edit", "theirs")
    }

    func catalog() throws -> String {
        try #require(folder.read("Localizable.xcstrings"))
    }
}

struct GitFailure: Error, CustomStringConvertible {
    var description: String
}
