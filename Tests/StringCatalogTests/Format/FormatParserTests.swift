import Testing
@testable import StringCatalog

/// Segments as `kind(text)@offset+length`, to compare whole parses in one line.
func outline(_ format: FormatString) -> [String] {
    format.segments.map { segment in
        let body: String
        switch segment.kind {
        case .text(let text): body = "text(\(text))"
        case .percent: body = "percent"
        case .placeholder(let placeholder): body = "ph(\(placeholder.text))"
        }
        return "\(body)@\(segment.utf8Offset)+\(segment.utf8Length)"
    }
}

/// Warnings as `kind@offset+length`.
func outline(_ warnings: [FormatWarning]) -> [String] {
    warnings.map { "\($0.kind)@\($0.utf8Offset)+\($0.utf8Length)" }
}

@Suite struct FormatParserTests {
    static let segmentCases: [(format: String, segments: [String])] = [
        ("", []),
        ("plain", ["text(plain)@0+5"]),
        ("grüße\n", ["text(grüße\n)@0+8"]),
        ("Hello %@!", ["text(Hello )@0+6", "ph(%@)@6+2", "text(!)@8+1"]),
        ("é%@", ["text(é)@0+2", "ph(%@)@2+2"]),
        ("%1$@ %2$@", ["ph(%1$@)@0+4", "text( )@4+1", "ph(%2$@)@5+4"]),
        ("a%%b", ["text(a)@0+1", "percent@1+2", "text(b)@3+1"]),
        ("%%%%", ["percent@0+2", "percent@2+2"]),
        ("%d%%", ["ph(%d)@0+2", "percent@2+2"]),
        ("%%d", ["percent@0+2", "text(d)@2+1"]),
        ("%#@files@ in %#@folders@", ["ph(%#@files@)@0+9", "text( in )@9+4", "ph(%#@folders@)@13+11"]),
        ("%@! %#@total.strings@", ["ph(%@)@0+2", "text(! )@2+2", "ph(%#@total.strings@)@4+17"]),
        ("%1$(count)lld", ["ph(%1$(count)lld)@0+13"]),
        ("50%-ig", ["text(50)@0+2", "ph(%-i)@2+3", "text(g)@5+1"]),
        ("100% sure", ["text(100)@0+3", "ph(% s)@3+3", "text(ure)@6+3"]),
        ("100% more", ["text(100% more)@0+9"]),
        ("100%", ["text(100%)@0+4"]),
        ("%5%d", ["text(%5)@0+2", "ph(%d)@2+2"]),
        ("%0$d %d", ["text(%0$d )@0+5", "ph(%d)@5+2"]),
        ("%arg files", ["ph(%a)@0+2", "text(rg files)@2+8"]),
        ("%lld%", ["ph(%lld)@0+4", "text(%)@4+1"]),
        ("€%.2f", ["text(€)@0+3", "ph(%.2f)@3+4"]),
        ("%99999999999d", ["text(%99999999999d)@0+13"]),
    ]

    @Test(arguments: segmentCases)
    func segments(format: String, segments: [String]) {
        #expect(outline(FormatString(format)) == segments)
    }

    @Test func substitutionArgumentOnlyInVariants() {
        let variant = FormatString("%arg files", isSubstitutionVariant: true)
        #expect(outline(variant) == ["ph(%arg)@0+4", "text( files)@4+6"])
        #expect(variant.placeholders.first?.kind == .substitutionArgument)
        #expect(variant.placeholders.first?.argumentType == nil)
    }

    @Test func fullSpecifier() {
        let placeholder = FormatString("%2$(total)-+ #0'10.5lf").placeholders.first
        #expect(placeholder == FormatPlaceholder(
            kind: .conversion(.float), argumentNumber: 2, name: "total",
            flags: [.leftJustify, .plusSign, .space, .alternate, .zeroPad, .grouping],
            width: .fixed(10), precision: .fixed(5), length: .long, text: "%2$(total)-+ #0'10.5lf"))
    }

    @Test func starWidthAndPrecision() {
        #expect(FormatString("%*.*f").placeholders.first.map { [$0.width, $0.precision] }
            == [.argument(nil), .argument(nil)])
        #expect(FormatString("%1$*2$.*3$d").placeholders.first.map { [$0.width, $0.precision] }
            == [.argument(2), .argument(3)])
        #expect(FormatString("%.f").placeholders.first?.precision == .fixed(0))
        #expect(FormatString("%.0f").placeholders.first?.precision == .fixed(0))
        #expect(FormatString("%.05f").placeholders.first?.precision == .fixed(5))
        #expect(FormatString("%05d").placeholders.first.map { [$0.flags == .zeroPad, $0.width == .fixed(5)] }
            == [true, true])
    }

    @Test func namedAndSubstitution() {
        let named = FormatString("%(count)lld").placeholders.first
        #expect(named?.name == "count")
        #expect(named?.argumentNumber == nil)
        #expect(named?.length == .longLong)
        #expect(named?.conversion == .decimal)

        let substitution = FormatString("%2$#@remaining.strings@").placeholders.first
        #expect(substitution?.kind == .substitution(name: "remaining.strings"))
        #expect(substitution?.substitutionName == "remaining.strings")
        #expect(substitution?.argumentNumber == 2)
        #expect(substitution?.conversion == nil)
    }

    @Test(arguments: FormatConversion.allCases)
    func everyConversion(conversion: FormatConversion) {
        let format = FormatString("<%\(conversion.rawValue)>")
        #expect(outline(format) == ["text(<)@0+1", "ph(%\(conversion.rawValue))@1+2", "text(>)@3+1"])
        #expect(format.placeholders.first?.conversion == conversion)
    }

    @Test(arguments: FormatLengthModifier.allCases)
    func everyLengthModifier(length: FormatLengthModifier) {
        let placeholder = FormatString("%\(length.rawValue)d").placeholders.first
        #expect(placeholder?.length == length)
        #expect(placeholder?.text == "%\(length.rawValue)d")
    }

    @Test(arguments: ["%y", "%k", "%m", "%b", "%'", "%$d", "%(x", "%()d", "%(a b)d", "%#@", "%#@@", "%#@a b@", "%1$", "%.", "%l", "%hhh", "%*5d", "%lQ"])
    func invalidSpecifiersAreText(specifier: String) {
        let format = FormatString(specifier)
        #expect(format.placeholders.isEmpty)
        #expect(format.segments.compactMap(\.literalText).joined() == specifier)
        // No placeholders, so Foundation never formats it: no warning.
        #expect(format.warnings.isEmpty)
    }

    static let warningCases: [(format: String, warnings: [String])] = [
        ("%d%", ["trailingPercent@2+1"]),
        ("%lld%", ["trailingPercent@4+1"]),
        ("%d %y", ["invalidSpecifier@3+2"]),
        ("%d %é", ["invalidSpecifier@3+3"]),
        ("%@ %n", ["writeBack@3+2"]),
        // %n writes through a pointer, so it is reported even where nothing else is formatted.
        ("Score %n", ["writeBack@6+2"]),
        ("%ln", ["writeBack@0+3"]),
        ("%0$d %d", ["invalidSpecifier@0+3"]),
        ("%d 100% more", ["invalidSpecifier@6+3"]),
        ("%(name %d", ["invalidSpecifier@0+7"]),
        ("%#@abc %d", ["invalidSpecifier@0+6"]),
        ("%d %1$", ["invalidSpecifier@3+3"]),
        ("%d %ll", ["invalidSpecifier@3+3"]),
        ("%d %5%", ["invalidSpecifier@3+3", "trailingPercent@5+1"]),
        ("100% sure", ["likelyLiteral@3+3"]),
        ("100% anonymous", ["likelyLiteral@3+3"]),
        ("50%-ig", ["likelyLiteral@2+3"]),
        ("%0d", ["likelyLiteral@0+3"]),
        ("% 5d", ["likelyLiteral@0+4"]),
        ("%lld% sure", ["likelyLiteral@4+3"]),
        ("x% y %d%", ["invalidSpecifier@1+3", "trailingPercent@7+1"]),
        ("%-5d|%05d|%+d|%#x|%'d", []),
        ("100%", []),
        ("50%-", []),
        ("%% and %d", []),
        ("no percent", []),
    ]

    @Test(arguments: warningCases)
    func warnings(format: String, warnings: [String]) {
        #expect(outline(FormatString(format).warnings) == warnings)
    }

    @Test func warningMessages() {
        #expect(FormatString("%d %y").warnings.first?.message
            == "'%y' is not a valid format specifier, so Foundation drops the '%' when formatting this string; "
            + "write '%%' for a literal percent sign")
        #expect(FormatString("%d%").warnings.first?.message
            == "'%' at the end of the string is not a format specifier, so Foundation drops it when formatting "
            + "this string; write '%%' for a literal percent sign")
        #expect(FormatString("100% sure").warnings.first?.message
            == "'% s' is a format specifier ('s' with the space flag) and takes an argument; "
            + "write '%%' if a literal percent sign is meant")
        #expect(FormatString("50%-ig").warnings.first?.message
            == "'%-i' is a format specifier ('i' with the '-' flag and no width) and takes an argument; "
            + "write '%%' if a literal percent sign is meant")
    }

    @Test func textWithoutSpecifiers() {
        #expect(FormatString("Hello %@, %lld%% done%").textWithoutSpecifiers == "Hello ,  done%")
        #expect(FormatString("%#@a@ in %1$(n)d").textWithoutSpecifiers == " in ")
    }
}
