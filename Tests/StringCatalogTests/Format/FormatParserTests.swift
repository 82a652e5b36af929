import Testing
@testable import TableModel

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
        ("%2$@ %01$@", ["ph(%2$@)@0+4", "text( )@4+1", "ph(%01$@)@5+5"]),
        ("%'d", ["text(%'d)@0+3"]),
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
        let placeholder = FormatString("%2$(total)-+ #010.5lf").placeholders.first
        #expect(placeholder == FormatPlaceholder(
            kind: .conversion(.float), argumentNumber: 2, name: "total",
            flags: [.leftJustify, .plusSign, .space, .alternate, .zeroPad],
            width: .fixed(10), precision: .fixed(5), length: .long, text: "%2$(total)-+ #010.5lf"))
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
        ("%-5d|%05d|%+d|%#x|%lf", []),
        // Foundation does not read C's `'` flag: it prints `%'d` as `'d`.
        ("%d %'d", ["invalidSpecifier@3+2"]),
        // `#` before `@` starts a substitution's name for Foundation, wherever it stands.
        ("%@ %#5@", ["invalidSpecifier@3+4"]),
        ("%@ %-#@x@", ["invalidSpecifier@3+4"]),
        ("%D", ["unsupportedSpecifier@0+2"]),
        ("%Ld %lc %hf %Lf", ["unsupportedSpecifier@0+3", "unsupportedSpecifier@4+3", "unsupportedSpecifier@8+3", "unsupportedSpecifier@12+3"]),
        ("%#@total.count@", ["invalidSubstitutionName@0+15"]),
        ("%1$#@né@", ["invalidSubstitutionName@0+9"]),
        // A position's leading zeros are the zero flag, not a stray `0` before a width.
        ("%01$@", []),
        ("%d %128$d", ["invalidSpecifier@3+5"]),
        // Foundation makes a field's buffer before it formats: `%1205156715a` takes over a gigabyte.
        ("%1000d %.1000f", []),
        ("%1001d %.2000f", ["unsupportedSpecifier@0+6", "unsupportedSpecifier@7+7"]),
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
            == "'%y' is not a valid format specifier, so Foundation drops the '%' (and sometimes what follows it) "
            + "when formatting this string; write '%%' for a literal percent sign")
        #expect(FormatString("%#@total.count@").warnings.first?.message
            == "'%#@total.count@' is no substitution reference that Foundation reads: a substitution's name is ASCII "
            + "letters, digits and '_', and Foundation stops reading 'total.count' after 'total'; rename the substitution "
            + "(for example 'total_count')")
        #expect(FormatString("%D").warnings.first?.message
            == "'%D' is an old BSD spelling of '%ld' that Foundation formats only on Apple's platforms (elsewhere it "
            + "prints '%D' as text); write '%ld'")
        #expect(FormatString("%Ld").warnings.first?.message
            == "'%Ld' gives 'd' the length 'L', which Foundation does not read with it; write '%lld'")
        #expect(FormatString("%Lf").warnings.first?.message
            == "'%Lf' takes a long double, which Swift cannot pass portably (use '%f' for a Double)")
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

    /// Foundation reads the digits after a `%` one at a time: zeros are the zero flag, and the
    /// digits from the first other one on are the position (`String(format: "[%2$@ %01$@]", "a",
    /// "b")` is `[b a]`). `0$` is no position, and one above 127 makes Foundation fail the string.
    @Test func positionsWithLeadingZeros() {
        let pair = FormatString("%2$@ then %01$@")
        #expect(pair.warnings.isEmpty)
        #expect(pair.placeholders.map(\.argumentNumber) == [2, 1])
        #expect(pair.placeholders[1].flags == .zeroPad)
        #expect(pair.arguments().arguments.map(\.number) == [1, 2])
        #expect(pair.arguments().diagnostics.isEmpty)

        let many = FormatString("%@ %d %f %5$d %04$f")
        #expect(many.arguments().types == [.string, .int32, .double, .double, .int32])
        #expect(FormatString("%007$@").placeholders.first?.argumentNumber == 7)
        #expect(FormatString("%04$#@f4@").placeholders.first.map { [$0.argumentNumber, $0.substitutionName == "f4" ? 1 : 0] } == [4, 1])
        #expect(FormatString("%127$d").placeholders.first?.argumentNumber == 127)
        #expect(FormatString("%128$d").placeholders.isEmpty)
        #expect(FormatString("%0$d").placeholders.isEmpty)
        #expect(FormatString("%00$d").placeholders.isEmpty)
        // In a `*n$`, Foundation reads a leading zero as a flag or a precision of 0 beside the position.
        #expect(FormatString("%1$*01$d").placeholders.isEmpty)
    }

    /// Foundation keeps an argument's number in a signed byte: the 128th is read from the wrong
    /// place.
    @Test func atMost127Arguments() {
        let many = FormatString(String(repeating: "%d ", count: 128))
        #expect(many.arguments().diagnostics.map(\.kind) == [.tooManyArguments(128)])
        #expect(FormatString(String(repeating: "%d ", count: 127)).arguments().diagnostics.isEmpty)
    }

    @Test func substitutionNamesAreFoundations() {
        #expect(FormatString.isSubstitutionName("count_2"))
        #expect(FormatString.isSubstitutionName("F8"))
        #expect(!FormatString.isSubstitutionName(""))
        #expect(!FormatString.isSubstitutionName("total.count"))
        #expect(!FormatString.isSubstitutionName("né"))
        #expect(!FormatString.isSubstitutionName("a-b"))
        let dotted = FormatString("%@ %#@total.count@")
        #expect(dotted.placeholders.last?.substitutionName == "total.count")
        #expect(!dotted.isReadAsFoundationReadsIt)
        #expect(FormatString("%#@total_count@").isReadAsFoundationReadsIt)
    }

    @Test func textWithoutSpecifiers() {
        #expect(FormatString("Hello %@, %lld%% done%").textWithoutSpecifiers == "Hello ,  done%")
        #expect(FormatString("%#@a@ in %1$(n)d").textWithoutSpecifiers == " in ")
    }
}
