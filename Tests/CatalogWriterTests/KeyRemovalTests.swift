import CatalogWriter
import Foundation
import InputText
import LegacyWriter
import Testing

/// Keys taken out of tables, as `usage --prune` takes them: every definition and its comment,
/// every other byte as it was, the file's encoding kept; catalogs in Xcode's bytes.
@Suite struct KeyRemovalTests {
    func strings(_ text: String, removing keys: Set<String>) throws -> String {
        String(decoding: try LegacyTableEditor.strings(Array(text.utf8), removing: keys, path: "Localizable.strings"), as: UTF8.self)
    }

    @Test func anEntryGoesWithItsCommentAndOneBlankLine() throws {
        let text = """
            /* The header of the file. */

            /* Greets the user. */
            "hello" = "Hello";

            /* Says goodbye. */
            "bye" = "Bye";

            // Two lines
            // of comment.
            "later" = "Later";
            "last" = "Last";

            """
        #expect(try strings(text, removing: ["hello"]) == """
            /* The header of the file. */

            /* Says goodbye. */
            "bye" = "Bye";

            // Two lines
            // of comment.
            "later" = "Later";
            "last" = "Last";

            """)
        #expect(try strings(text, removing: ["later", "last"]) == """
            /* The header of the file. */

            /* Greets the user. */
            "hello" = "Hello";

            /* Says goodbye. */
            "bye" = "Bye";

            """)
        // Nothing to remove: the very bytes.
        #expect(try strings(text, removing: ["absent"]) == text)
    }

    /// A comment a blank line away is the file's, not the entry's; entries on one line lose their
    /// own bytes and the space that kept them apart (a line started with a space, or ended with
    /// one); a key defined twice loses both definitions.
    @Test func whatStays() throws {
        let text = """
            /* Not the entry's: a blank line is between. */

            "a" = "A"; "b" = "B";
            "a" = "A again";
            "c" = "C";
            "x" = "X";  "y" = "Y"; "z" = "Z";
            """
        #expect(try strings(text, removing: ["a"]) == """
            /* Not the entry's: a blank line is between. */

            "b" = "B";
            "c" = "C";
            "x" = "X";  "y" = "Y"; "z" = "Z";
            """)
        #expect(try strings(text, removing: ["b", "c", "y"]) == """
            /* Not the entry's: a blank line is between. */

            "a" = "A";
            "a" = "A again";
            "x" = "X"; "z" = "Z";
            """)
        #expect(try strings(text, removing: ["x", "z"]) == """
            /* Not the entry's: a blank line is between. */

            "a" = "A"; "b" = "B";
            "a" = "A again";
            "c" = "C";
            "y" = "Y";
            """)
    }

    /// UTF-16 in either byte order, and UTF-8 with a byte order mark, stay as they were.
    @Test func theEncodingIsKept() throws {
        let text = "/* é */\n\"é\" = \"É\";\n\"x\" = \"X\";\n"
        let kept = "\"x\" = \"X\";\n"
        let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try LegacyTableEditor.strings(littleEndian, removing: ["é"], path: "a.strings") == [0xFF, 0xFE] + kept.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try LegacyTableEditor.strings(bigEndian, removing: ["é"], path: "a.strings") == [0xFE, 0xFF] + kept.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(try LegacyTableEditor.strings([0xEF, 0xBB, 0xBF] + Array(text.utf8), removing: ["é"], path: "a.strings") == [0xEF, 0xBB, 0xBF] + Array(kept.utf8))
    }

    @Test func aStringsdictLosesTheKeysMembers() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>first</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@n@</string>
            \t</dict>
            \t<key>second</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@n@</string>
            \t</dict>
            </dict>
            </plist>

            """
        let header = text.components(separatedBy: "\t<key>first</key>")[0]
        let footer = "</dict>\n</plist>\n"
        func member(_ key: String) -> String {
            "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n\t</dict>\n"
        }
        func removing(_ keys: Set<String>) throws -> String {
            String(decoding: try LegacyTableEditor.stringsdict(Array(text.utf8), removing: keys, path: "a.stringsdict"), as: UTF8.self)
        }
        #expect(try removing(["first"]) == header + member("second") + footer)
        #expect(try removing(["second"]) == header + member("first") + footer)
        #expect(try removing(["first", "second"]) == header + footer)
        #expect(try removing(["NSStringLocalizedFormatKey"]) == text)
    }

    /// A catalog without the keys, in Xcode's bytes, every other member kept as written.
    @Test func aCatalogLosesTheEntries() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "comment" : "Kept",
                  "futureField" : [ 1, 2 ]
                },
                "b" : {

                },
                "c" : {
                  "extractionState" : "stale"
                }
              },
              "version" : "1.1"
            }

            """
        let pruned = try CatalogFormatter().removing(["b", "c"], from: Array(catalog.utf8), path: "Localizable.xcstrings")
        #expect(String(decoding: pruned, as: UTF8.self) == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "comment" : "Kept",
                  "futureField" : [
                    1,
                    2
                  ]
                }
              },
              "version" : "1.1"
            }

            """)
        #expect(try CatalogFormatter().removing(["b", "c"], from: pruned, path: "Localizable.xcstrings") == pruned)
        #expect(try CatalogFormatter().format(pruned, path: "Localizable.xcstrings") == pruned)
    }

    /// A comment after the previous entry's `;` on its line is that entry's to the eye, and stays.
    @Test func theCommentOfTheLineBeforeStays() throws {
        #expect(try strings("\"a\" = \"A\"; // about a\n\"b\" = \"B\";\n", removing: ["b"]) == "\"a\" = \"A\"; // about a\n")
        #expect(try strings("\"a\" = \"A\"; /* about a */\n\"b\" = \"B\";\n", removing: ["b"]) == "\"a\" = \"A\"; /* about a */\n")
    }

    /// A `.strings` file written as an XML property list loses the key's member.
    @Test func aStringsFileThatIsAPropertyList() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>A</string>\n\t<key>b</key>\n\t<string>B</string>\n</dict>\n</plist>\n"
        #expect(try strings(text, removing: ["a"]) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>b</key>\n\t<string>B</string>\n</dict>\n</plist>\n")
    }

    /// Comments before the next member are the next member's; lines that end in `\r` alone are
    /// lines too.
    @Test func whatAStringsdictKeeps() throws {
        let text = "<plist version=\"1.0\">\n<dict>\n\t<key>old</key>\n\t<string>Old</string>\n\t<!-- used by the widget -->\n\t<key>kept</key>\n\t<string>Kept</string>\n</dict>\n</plist>\n"
        func removing(_ keys: Set<String>, from text: String) throws -> String {
            String(decoding: try LegacyTableEditor.stringsdict(Array(text.utf8), removing: keys, path: "a.stringsdict"), as: UTF8.self)
        }
        #expect(try removing(["old"], from: text) == "<plist version=\"1.0\">\n<dict>\n\t<!-- used by the widget -->\n\t<key>kept</key>\n\t<string>Kept</string>\n</dict>\n</plist>\n")
        let classic = text.replacingOccurrences(of: "\n", with: "\r")
        let pruned = try removing(["kept"], from: classic)
        #expect(!pruned.contains("<key>kept</key>") && pruned.contains("<key>old</key>") && pruned.contains("used by the widget"))
    }
}
