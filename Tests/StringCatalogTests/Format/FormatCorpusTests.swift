import Testing
import TestSupport
@testable import TableModel

/// The format parser over every key and source-language text of the real-world corpus.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct FormatCorpusTests {
    @Test func everyKeyAndSourceTextParsesIntoContiguousSegments() throws {
        var checked = 0
        for corpus in try CorpusCatalogs.all() {
            let catalog = corpus.catalog
            for entry in catalog.entries {
                let source = catalog.sourceValue(of: entry)
                let substitutionTexts = source.substitutions.flatMap { SourceText.texts(of: .variations($0.variations)) }
                let texts = [(entry.key, false)] + source.texts.map { ($0.text, false) } + substitutionTexts.map { ($0.text, true) }
                for (text, isVariant) in texts {
                    let format = FormatString(text, isSubstitutionVariant: isVariant)
                    var offset = 0
                    var rebuilt = ""
                    for segment in format.segments {
                        #expect(segment.utf8Offset == offset, "\(corpus.file): \(text)")
                        offset += segment.utf8Length
                        switch segment.kind {
                        case .text(let text): rebuilt += text
                        case .percent: rebuilt += "%%"
                        case .placeholder(let placeholder): rebuilt += placeholder.text
                        }
                    }
                    #expect(offset == text.utf8.count)
                    #expect(rebuilt == text)
                    checked += 1
                }
            }
        }
        #expect(checked > 5_000)
    }

    @Test func positionalFixture() throws {
        let corpus = try #require(try CorpusCatalogs.named("Fixtures____Positional.xcstrings"))
        let catalog = corpus.catalog
        func arguments(_ key: String) throws -> FormatArgumentList {
            let entry = try #require(catalog.entry(forKey: key))
            return FormatString(catalog.sourceValue(of: entry).texts[0].text).arguments()
        }
        #expect(catalog.entries.map(\.key) == ["reorder", "repeatExplicit", "repeatImplicit"])
        #expect(outline(try arguments("reorder")) == ["1:Int", "2:String"])
        #expect(outline(try arguments("repeatExplicit")) == ["1:Int"])
        #expect(outline(try arguments("repeatImplicit")) == ["1:String"])
        #expect(outline(try arguments("repeatImplicit").diagnostics) == ["W mixedNumbering@19+4"])
    }

    @Test func substitutionFixture() throws {
        let corpus = try #require(try CorpusCatalogs.named("Fixtures____Substitution.xcstrings"))
        let catalog = corpus.catalog
        let entry = try #require(catalog.entry(forKey: "substitutions_example.string"))
        let source = catalog.sourceValue(of: entry)
        var substitutions: [String: FormatSubstitutionInfo] = [:]
        for substitution in source.substitutions {
            substitutions[substitution.name] = FormatSubstitutionInfo(
                argumentNumber: substitution.argumentNumber,
                type: FormatArgumentType(formatSpecifier: substitution.formatSpecifier))
        }
        let list = FormatString(source.texts[0].text).arguments(substitutions: substitutions)
        #expect(outline(list) == ["1:String", "2:Int(total.strings)", "3:Int(remaining.strings)"])
        #expect(list.diagnostics.isEmpty)
    }

    @Test func literalPercentInRealText() {
        // From duckduckgo's catalog: Foundation reads "% a" as %a, so this warns.
        let text = "Reports sent to DuckDuckGo are 100% anonymous and only include your message"
        let format = FormatString(text)
        #expect(outline(format.warnings) == ["likelyLiteral@34+3"])
        #expect(outline(format.arguments()) == ["1:Double"])
        #expect(outline(FormatString("Downloading: %d%% complete").arguments()) == ["1:Int32"])
    }
}
