import Testing
@testable import KeyUsage

/// What `usage` reads of an Objective-C or C file: the text of its literals, escapes decoded, and
/// the lookups whose key is not a literal.
@Suite struct ObjectiveCScanTests {
    func scan(_ source: String) -> ObjectiveCScan {
        Array(source.utf8).withUnsafeBufferPointer { ObjectiveCScan($0) }
    }

    func expressions(_ source: String) -> [String] {
        scan(source).keyExpressions.map { "\($0.location.line):\($0.location.column) \($0.call)" }
    }

    @Test func literalsAreDecodedAsCDecodesThem() {
        #expect(scan(#"NSString *a = NSLocalizedString(@"Say \"hi\"\n", @"");"#).literals == ["Say \"hi\"\n", ""])
        #expect(scan(#"x = @"caf\u00e9 \x41\101\?\\";"#).literals == ["café AA?\\"])
        #expect(scan(#"x = @"\U0001F600";"#).literals == ["😀"])
        // C++'s prefixes and raw literals (Objective-C++).
        #expect(scan(#"auto a = u8"key"; auto b = R"x(raw "text")x";"#).literals == ["key", #"raw "text""#])
    }

    @Test func adjacentLiteralsAreAlsoReadJoined() {
        #expect(scan("NSLocalizedString(@\"Move to \" @\"Trash\", nil)").literals == ["Move to ", "Trash", "Move to Trash"])
        #expect(scan("x = \"a\" /* between */ \"b\";").literals == ["a", "b", "ab"])
    }

    @Test func commentsAndCharacterLiteralsAreNoLiterals() {
        #expect(scan("// NSLocalizedString(@\"old\", nil)\n/* \"gone\" */ char c = '\"'; char d = '\\''; x = @\"kept\";").literals == ["kept"])
        #expect(expressions("// NSLocalizedString(key, nil)\n/* NSLocalizedString(key, nil) */").isEmpty)
    }

    @Test func lookupsOfALiteralKeyAreRead() {
        #expect(expressions(#"""
            a = NSLocalizedString(@"title", @"A title");
            b = NSLocalizedStringFromTable(@"title", @"Settings", nil);
            c = NSLocalizedStringFromTableInBundle( @"title" , @"Settings", bundle, nil);
            d = NSLocalizedStringWithDefaultValue(@"title", nil, bundle, @"Title", @"");
            e = CFCopyLocalizedString(CFSTR("title"), "");
            f = [bundle localizedStringForKey:@"title" value:@"" table:nil];
            g = [NSBundle.mainBundle localizedStringForKey:@"title" value:nil table:@"Settings"];
            h = NSLocalizedString(@"Move to " @"Trash", nil);
            """#).isEmpty)
    }

    /// The lookups of a literal key whose table of the main bundle the code names: `usage` can
    /// call their key missing. Another bundle, or a table the code makes, says nothing.
    @Test func literalLookupsOfTheMainBundleNameTheirTable() {
        let lookups = scan(#"""
            a = NSLocalizedString(@"title", @"A title");
            b = NSLocalizedStringFromTable(@"title", @"Settings", nil);
            c = NSLocalizedStringFromTable(@"title", nil, nil);
            d = NSLocalizedStringFromTableInBundle(@"title", @"Settings", [NSBundle mainBundle], nil);
            e = NSLocalizedStringFromTableInBundle(@"title", @"Settings", bundle, nil);
            f = NSLocalizedStringWithDefaultValue(@"title", @"", NSBundle.mainBundle, @"Title", @"");
            g = CFCopyLocalizedString(CFSTR("title"), "");
            h = CFCopyLocalizedStringFromTable(CFSTR("title"), CFSTR("Settings"), "");
            i = CFBundleCopyLocalizedString(CFBundleGetMainBundle(), CFSTR("title"), NULL, NULL);
            j = [[NSBundle mainBundle] localizedStringForKey:@"title" value:[self fallbackFor:@"a" table:x] table:@"Settings"];
            k = [NSBundle.mainBundle localizedStringForKey:@"title" value:nil table:nil];
            l = [bundle localizedStringForKey:@"title" value:@"" table:nil];
            m = NSLocalizedStringFromTable(@"title", tableName, nil);
            n = NSLocalizedString(@"Move to " @"Trash", nil);
            o = [NSBundle.mainBundle localizedStringForKey:@"title" value:nil table:@"Settings" localizations:@[@"de"]];
            p = [NSBundle.mainBundle localizedStringForKey:@"title" value:nil table:flag ? a : b];
            """#).literalLookups
        #expect(lookups.map { "\($0.location.line):\($0.location.column) \($0.callee) \($0.key) \($0.table)" } == [
            "1:5 NSLocalizedString title Localizable",
            "2:5 NSLocalizedStringFromTable title Settings",
            "3:5 NSLocalizedStringFromTable title Localizable",
            "4:5 NSLocalizedStringFromTableInBundle title Settings",
            "6:5 NSLocalizedStringWithDefaultValue title Localizable",
            "7:5 CFCopyLocalizedString title Localizable",
            "8:5 CFCopyLocalizedStringFromTable title Settings",
            "9:5 CFBundleCopyLocalizedString title Localizable",
            "10:28 localizedStringForKey: title Settings",
            "11:26 localizedStringForKey: title Localizable",
            "14:5 NSLocalizedString Move to Trash Localizable",
            "15:26 localizedStringForKey: title Settings",
        ])
    }

    func literalLookups(_ source: String, helpers: [String: ObjectiveCScan.KeyPosition] = [:]) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { ObjectiveCScan($0, helpers: helpers) }.literalLookups.map { "\($0.location.line) \($0.key) \($0.table)" }
    }

    /// Only a message whose receiver is the main bundle itself reads its table, and only
    /// Foundation's selectors; a macro after the key's literal adds to the key.
    @Test func literalLookupsOfOtherReceiversAndKeysAreNone() {
        #expect(literalLookups(#"""
            a = [bundle ?: [NSBundle mainBundle] localizedStringForKey:@"e1" value:@"" table:@"Localizable"];
            b = [other // [NSBundle mainBundle]
                   localizedStringForKey:@"m5" value:@"" table:nil];
            c = [Localizer bundle:[NSBundle mainBundle] localizedStringForKey:@"m6" value:@"" table:nil];
            d = [bundle ?: NSBundle.mainBundle localizedStringForKey:@"m7" value:@"" table:nil];
            e = [[NSBundle mainBundle] localizedStringForKey:@"alert." SUFFIX value:@"" table:nil];
            f = [[NSBundle mainBundle] loc:@"hk" table:@"Localizable"];
            g = [ [ NSBundle  mainBundle ]
                  localizedStringForKey:@"kept" value:@"" table:nil];
            """#, helpers: ["loc": .selector]) == ["9 kept Localizable"])
        #expect(expressions(#"e = [[NSBundle mainBundle] localizedStringForKey:@"alert." SUFFIX value:@"" table:nil];"#) == [
            #"1:28 localizedStringForKey of @"alert.""#,
        ])
    }

    /// Code that no build compiles looks nothing up: `#if 0`, the other branches of `#if 1`, and
    /// a line that a comment carries on with a backslash.
    @Test func literalLookupsInCodeNotCompiledAreNone() {
        #expect(literalLookups(#"""
            #if 0
            a = NSLocalizedString(@"old", nil);
            #if DEBUG
            b = NSLocalizedString(@"older", nil);
            #endif
            #else
            c = NSLocalizedString(@"new", nil);
            #endif
            #if 1 // always
            d = NSLocalizedString(@"one", nil);
            #elif X
            e = NSLocalizedString(@"never", nil);
            #else
            f = NSLocalizedString(@"neither", nil);
            #endif
            // carried on             g = NSLocalizedString(@"commented", nil);
            #if false
            h = NSLocalizedString(@"false", nil);
            #endif
            #if (0) // off
            i = NSLocalizedString(@"parenthesized", nil);
            #endif
            #if 0 && DEBUG
            j = NSLocalizedString(@"and", nil);
            #endif
            #ifdef DEBUG
            k = NSLocalizedString(@"debug", nil);
            #elif 0
            l = NSLocalizedString(@"elif", nil);
            #elif A || 1
            m = NSLocalizedString(@"a or one", nil);
            #else
            n = NSLocalizedString(@"after a or one", nil);
            #endif
            #if 0
            #elif 1
            o = NSLocalizedString(@"elif one", nil);
            #else
            p = NSLocalizedString(@"after elif one", nil);
            #endif
            #if DEBUG && 0 || A
            q = NSLocalizedString(@"mixed", nil);
            #endif
            #if 0
            r = NSLocalizedString(@"unclosed", nil);
            """#) == ["7 new Localizable", "10 one Localizable", "27 debug Localizable", "31 a or one Localizable", "37 elif one Localizable", "42 mixed Localizable"])
        #expect(scan("// a comment \\\r\nx = @\"hidden\";\ny = @\"seen\";").literals == ["seen"])
    }

    /// Brackets that do not pair up end at the statement: the call's table is not read from the
    /// next one.
    @Test func unpairedBracketsEndAtTheStatement() {
        #expect(literalLookups(#"""
            x = NSLocalizedStringFromTable(@"title", (;
            y = NSLocalizedStringFromTable(@"title", @"T", nil);
            z = [[NSBundle mainBundle] localizedStringForKey:@"title" value:(;
            """#) == ["2 title T"])
        // Nor from the end of the file: a table further than 2 KB from its call is not read.
        func table(afterCommentLines count: Int) -> [String] {
            literalLookups("x = NSLocalizedStringFromTable(@\"title\",\n" + String(repeating: "// a comment\n", count: count) + "@\"T\", nil);\n")
        }
        #expect(table(afterCommentLines: 10) == ["1 title T"])
        #expect(table(afterCommentLines: 200).isEmpty)
        // A message's table that the reach cuts off (here in its literal) is not read as the part before the cut.
        let message = "x = [NSBundle.mainBundle localizedStringForKey:@\"title\" value:@\"" + String(repeating: "a", count: 2018) + "\" table:@\"Settings\"];\n"
        #expect(literalLookups(message).isEmpty)
        #expect(literalLookups(message.replacingOccurrences(of: String(repeating: "a", count: 2018), with: "a")) == ["1 title Settings"])
    }

    /// Redefining Core Foundation's lookup redefines its macros, which call it.
    @Test func redefiningCoreFoundationsLookupRedefinesItsMacros() {
        let redefined = scan("#undef CFBundleCopyLocalizedString\n#define CFBundleCopyLocalizedString(bundle, key, value, table) MyCopy(key, value)\n").redefinedLookups
        #expect(redefined.contains("CFBundleCopyLocalizedString") && redefined.contains("CFCopyLocalizedStringFromTable"))
        #expect(scan("#define NSLocalizedString(key, comment) L(key)\n").redefinedLookups == ["NSLocalizedString"])
    }

    @Test func lookupsOfAnyOtherKeyAreKeyExpressions() {
        #expect(expressions(#"""
            #define L(key) NSLocalizedString(key ? key : @"", nil)
            a = NSLocalizedString([NSString stringWithFormat:@"alert.%@", name], @"");
            b = [bundle localizedStringForKey:name value:@"" table:nil];
            c = CFCopyLocalizedString(name, "");
            d = NSLocalizedString(@"alert." kind, nil);
            e = NSLocalizedString(flag ? @"on" : @"off", nil);
            """#) == [
            #"1:16 NSLocalizedString of key ? key : @"""#,
            #"2:5 NSLocalizedString of [NSString stringWithFormat:@"alert.%@",…"#,
            "3:13 localizedStringForKey of name",
            "4:5 CFCopyLocalizedString of name",
            #"5:5 NSLocalizedString of @"alert." kind"#,
            #"6:5 NSLocalizedString of flag ? @"on" : @"off""#,
        ])
    }

    /// A selector and a method that declares it are no lookup; a lookup's name used as a value
    /// may be called under another name, so its keys are not known.
    @Test func namesThatAreNoCall() {
        #expect(expressions("""
            SEL s = @selector(localizedStringForKey:value:table:); if ([b respondsToSelector:s]) {}
            - (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)value table:(NSString *)table {
                return [super localizedStringForKey:key value:value table:table];
            }
            #define L NSLocalizedString
            """) == ["3:19 localizedStringForKey of key", "5:11 NSLocalizedString, named without a call"])
    }

    /// Apple's own `NSLocalizedString` passes its key in parentheses, and a cast comes first too.
    @Test func aKeyInParenthesesOrCastIsAnExpression() {
        #expect(expressions("""
            r = [[NSBundle mainBundle] localizedStringForKey:(key) value:@"" table:nil];
            s = [bundle localizedStringForKey:(NSString *)k value:nil table:nil];
            t = [bundle localizedStringForKey:
                    name value:nil table:nil];
            """) == ["1:28 localizedStringForKey of (key)", "2:13 localizedStringForKey of (NSString *)k", "3:13 localizedStringForKey of name"])
    }

    /// Core Foundation's bundle lookup takes its key second.
    @Test func coreFoundationsBundleLookupTakesItsKeySecond() {
        #expect(expressions("""
            a = CFBundleCopyLocalizedString(bundle, CFSTR("title"), NULL, NULL);
            b = CFBundleCopyLocalizedString(bundle, (__bridge CFStringRef)s, NULL, NULL);
            """) == ["2:5 CFBundleCopyLocalizedString of (__bridge CFStringRef)s"])
    }

    /// A Swift lookup helper that an Objective-C class exposes is messaged by the last part of its
    /// name.
    @Test func messagesOfSwiftHelpers() {
        let source = "a = [Strings text:@\"title\"]; b = [Strings text:[@\"color.\" stringByAppendingString:name]];"
        let scan = Array(source.utf8).withUnsafeBufferPointer { ObjectiveCScan($0, helpers: ["Strings.text": .selector]) }
        #expect(scan.keyExpressions.map { "\($0.location.line):\($0.location.column) \($0.call)" } == [
            #"1:43 text of [@"color." stringByAppendingString:name]"#,
        ])
        #expect(expressions(source).isEmpty)
    }

    /// Each lookup's note shows at most 40 characters of its argument, read up to where the
    /// argument ends or 80 bytes on: a file of many calls on one line is read about once.
    @Test func manyLookupsOnOneLine() {
        let found = scan(String(repeating: "NSLocalizedString((", count: 5_000)).keyExpressions
        #expect(found.count == 5_000)
        #expect(found.last.map { "\($0.location.line):\($0.location.column) \($0.call)" } == "1:94982 NSLocalizedString of (")
    }

    /// A macro that passes its parameter on to a lookup as the key is the project's own lookup:
    /// its definition is no key expression, and its calls are lookups.
    @Test func macrosThatPassTheirKeyOn() {
        let definitions = scan("""
            #define LocalizedPrefString(key) \\
                [[NSBundle bundleWithIdentifier:@"org.example.prefs"] localizedStringForKey:(key) value:@"" table:nil]
            #define T(table, key) NSLocalizedStringFromTable(key, table, nil)
            #define Suffixed(key) NSLocalizedString(key @".title", nil)
            id a = NSLocalizedString(key, nil);
            """)
        #expect(definitions.helperMacros == ["LocalizedPrefString": 0, "T": 1])
        #expect(definitions.keyExpressions.map { "\($0.location.line):\($0.location.column) \($0.call)" } == [
            #"4:23 NSLocalizedString of key @".title""#, "5:8 NSLocalizedString of key",
        ])
        let calls = "a = LocalizedPrefString(@\"title\"); b = T(@\"Settings\", name); c = T(@\"Settings\", @\"title\"); #ifdef T\n#endif"
        let scan = Array(calls.utf8).withUnsafeBufferPointer { ObjectiveCScan($0, helpers: ["LocalizedPrefString": .argument(0), "T": .argument(1)]) }
        #expect(scan.keyExpressions.map { "\($0.location.line):\($0.location.column) \($0.call)" } == ["1:40 T of name"])
    }

    @Test func anUnclosedLiteralOrCommentEndsTheScan() {
        #expect(scan("x = @\"open\ny = 1; /* never closed").literals == ["open"])
        #expect(scan("'").literals.isEmpty)
        #expect(scan("R\"abc").literals == [""])
    }
}
