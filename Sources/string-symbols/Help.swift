
/// The texts of `--help`, the options' part made from their declarations.
enum Help {
    static func text(for command: Command?) -> String {
        guard let command else { return overview }
        return [command.overview, "OPTIONS:\n" + optionLines(command.options), command.epilogue].joined(separator: "\n\n")
    }

    static var overview: String {
        let commands = Command.allCases.map { "  " + $0.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0) + $0.summary }
        return """
            OVERVIEW: Typed, public Swift accessors for String Catalogs (.xcstrings) and legacy
            tables (.strings, .stringsdict), with the names and call sites of Xcode 26's own
            generated symbols.

            USAGE: string-symbols <command> [options] <input>...

            Most commands read tables: a String Catalog, a .strings or .stringsdict file, an .lproj
            folder, or a folder that holds any of them. A legacy table gets the symbols its String
            Catalog gets once Xcode migrates it, so call sites never change when the table does.
            merge-driver, export and import take the files their help names.

            COMMANDS:
            \(commands.joined(separator: "\n"))

            OPTIONS:
              -h, --help   Show help; 'string-symbols <command> --help' explains a command.
              --version    Show the version.

            EXAMPLE:
              string-symbols generate --stdout Sources/AppResources/Localizable.xcstrings
            """
    }

    /// Where an option's description starts, and how wide a line may be.
    static let descriptionColumn = 26
    static let width = 90

    /// The options, a synopsis and its description wrapped beside it (below it, when the
    /// synopsis is too long to leave room).
    static func optionLines(_ options: [Option]) -> String {
        var lines: [String] = []
        for option in options {
            let synopsis = "  " + option.synopsis
            let description = wrapped(option.help, width: width - descriptionColumn)
            let indent = String(repeating: " ", count: descriptionColumn)
            if synopsis.count <= descriptionColumn - 2 {
                lines.append(synopsis.padding(toLength: descriptionColumn, withPad: " ", startingAt: 0) + description[0])
            } else {
                lines.append(synopsis)
                lines.append(indent + description[0])
            }
            lines += description.dropFirst().map { indent + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }
}
