import Testing
@testable import KeyUsage
@testable import SwiftLexer

/// Every lookup form ``LookupFinder`` knows, and the look-alikes it must pass over, each found
/// lookup spelled as `line:column kind 'key' table bundle [other arguments] (why it stays)`.
@Suite struct LookupFinderTests {
    func found(_ source: String, methods: Set<String> = [], functions: [String] = []) -> [String] {
        let bytes = Array(source.utf8)
        let tokens: [SwiftToken]
        do {
            tokens = try SwiftLexer.tokens(of: source)
        } catch {
            return ["\(error.line):\(error.column): \(error.message)"]
        }
        let finder = LookupFinder(tokens: tokens, source: bytes, patterns: LookupPatterns(lookupMethods: methods, lookupFunctions: functions))
        return finder.lookups().map { lookup in
            let table = switch lookup.table {
            case .named(let name): name
            case .unknown: "?"
            }
            var line = "\(lookup.line):\(lookup.column) \(lookup.kind.rawValue) '\(lookup.key.written)' \(table) \(lookup.bundle)"
            if !lookup.otherArguments.isEmpty { line += " [" + lookup.otherArguments.map(\.written).joined(separator: "; ") + "]" }
            if !lookup.trailingClosureLabels.isEmpty { line += " {" + lookup.trailingClosureLabels.map { $0 ?? "_" }.joined(separator: " ") + "}" }
            if let blocker = lookup.rewriteBlocker { line += " (\(blocker))" }
            // The call a rewrite replaces, as written.
            line += " <" + String(decoding: bytes[lookup.callRange], as: UTF8.self) + ">"
            return line
        }
    }

    @Test func swiftUIViews() {
        #expect(found(#"Text("title")"#) == [#"1:6 SwiftUI view 'title' Localizable main <Text("title")>"#])
        #expect(found(#"Text("title", bundle: .module)"#) == [#"1:6 SwiftUI view 'title' Localizable module <Text("title", bundle: .module)>"#])
        #expect(found(#"Text("title", tableName: "Settings", bundle: Bundle.module, comment: "The screen's title")"#)
            == [#"1:6 SwiftUI view 'title' Settings module <Text("title", tableName: "Settings", bundle: Bundle.module, comment: "The screen's title")>"#])
        #expect(found(#"Button("save", bundle: .module) { store.save() }"#) == [#"1:8 SwiftUI view 'save' Localizable module {_} <Button("save", bundle: .module)>"#])
        #expect(found(#"Button("save", action: save)"#) == [#"1:8 SwiftUI view 'save' Localizable main [action: save] <Button("save", action: save)>"#])
        #expect(found(#"Toggle("wifi", isOn: $isOn)"#) == [#"1:8 SwiftUI view 'wifi' Localizable main [isOn: $isOn] <Toggle("wifi", isOn: $isOn)>"#])
        #expect(found(#"Label("gear", systemImage: "gear")"#) == [#"1:7 SwiftUI view 'gear' Localizable main [systemImage: "gear"] <Label("gear", systemImage: "gear")>"#])
        #expect(found(#"bundle.localizedString(forKey: "k", value: nil, table: nil)"#) == [#"1:32 Bundle.localizedString 'k' Localizable other <bundle.localizedString(forKey: "k", value: nil, table: nil)>"#])
    }

    @Test func swiftUIModifiers() {
        #expect(found("List {}\n    .navigationTitle(\"inbox\")") == [#"2:22 SwiftUI modifier 'inbox' Localizable main <.navigationTitle("inbox")>"#])
        #expect(found(#"view.alert("delete", isPresented: $asking) { }"#) == [#"1:12 SwiftUI modifier 'delete' Localizable main [isPresented: $asking] {_} <.alert("delete", isPresented: $asking)>"#])
        // A free function of the same name is not SwiftUI's modifier.
        #expect(found(#"help("topic")"#) == [])
    }

    /// Every shape of a resource title is one of a view or modifier whose key `usage` reads, and
    /// an unlabelled trailing closure takes the first parameter that takes a function, past the
    /// ones with defaults, as Swift matches it.
    @Test func resourceTitleShapes() {
        for callee in ResourceTitles.shapes.keys {
            #expect(LookupPatterns.swiftUIViews.contains(callee) || LookupPatterns.swiftUIModifiers.contains(callee), "\(callee)")
        }
        let stepper = ResourceTitles.shapes["Stepper"]![1]
        #expect(ResourceTitles.matches(stepper, labels: ["value", "in"], trailingClosures: [nil]))
        #expect(ResourceTitles.matches(stepper, labels: ["value", "in"], trailingClosures: ["onEditingChanged"]))
        #expect(ResourceTitles.matches(stepper, labels: ["value", "in", "step"], trailingClosures: []))
        #expect(!ResourceTitles.matches(stepper, labels: ["in", "value"], trailingClosures: []))
        #expect(!ResourceTitles.matches(stepper, labels: ["value"], trailingClosures: [nil, nil]))
        #expect(!ResourceTitles.matches(stepper, labels: [nil], trailingClosures: []))
        let increments = ResourceTitles.shapes["Stepper"]![2]
        #expect(ResourceTitles.matches(increments, labels: [], trailingClosures: [nil, "onDecrement"]))
        #expect(!ResourceTitles.matches(increments, labels: [], trailingClosures: [nil]))
        #expect(ResourceTitles.takeResource(callee: "Menu", labels: [], trailingClosures: [nil, "primaryAction"]))
        #expect(ResourceTitles.takeResource(callee: "confirmationDialog", labels: ["isPresented"], trailingClosures: [nil]))
        #expect(ResourceTitles.takeResource(callee: "confirmationDialog", labels: ["isPresented", "titleVisibility"], trailingClosures: [nil, "message"]))
        #expect(!ResourceTitles.takeResource(callee: "TextField", labels: ["text", "axis"], trailingClosures: []))
        #expect(!ResourceTitles.takeResource(callee: "badge", labels: [], trailingClosures: []))
        let alert = ResourceTitles.shapes["alert"]!
        #expect(alert.contains { ResourceTitles.matches($0, labels: ["isPresented"], trailingClosures: [nil, "message"]) })
        #expect(!alert.contains { ResourceTitles.matches($0, labels: ["isPresented"], trailingClosures: [nil, "footer"]) })
    }

    /// The closures after a view's or modifier's call, which choose its overload.
    @Test func trailingClosures() {
        #expect(found(#"Menu("more") { Text(verbatim: "") } primaryAction: { save() }"#)
            == [#"1:6 SwiftUI view 'more' Localizable main {_ primaryAction} <Menu("more")>"#])
        #expect(found(#"x.alert("title", isPresented: $shown) { } message: { }.padding()"#)
            == [#"1:9 SwiftUI modifier 'title' Localizable main [isPresented: $shown] {_ message} <.alert("title", isPresented: $shown)>"#])
        #expect(found(#"let s = String(localized: "title") { 1 }"#) == [#"1:27 String(localized:) 'title' Localizable main <String(localized: "title")>"#])
        // On the next line, as Swift reads it; a label that no closure follows ends them.
        #expect(found("Button(\"save\")\n{ save() }\nlabel: x") == [#"1:8 SwiftUI view 'save' Localizable main {_} <Button("save")>"#])
        #expect(found(#"Menu("more") { } primaryAction: save"#) == [#"1:6 SwiftUI view 'more' Localizable main {_} <Menu("more")>"#])
    }

    @Test func foundationLookups() {
        #expect(found(#"String(localized: "title", table: "Settings", bundle: .module)"#) == [#"1:19 String(localized:) 'title' Settings module <String(localized: "title", table: "Settings", bundle: .module)>"#])
        #expect(found(#"LocalizedStringResource("title", bundle: .atURL(url))"#) == [#"1:25 LocalizedStringResource 'title' Localizable other <LocalizedStringResource("title", bundle: .atURL(url))>"#])
        #expect(found(#"NSLocalizedString("title", tableName: nil, bundle: .main, value: "Title", comment: "")"#) == [#"1:19 NSLocalizedString 'title' Localizable main <NSLocalizedString("title", tableName: nil, bundle: .main, value: "Title", comment: "")>"#])
        #expect(found(#"Bundle.module.localizedString(forKey: "title", value: nil, table: "Settings")"#) == [#"1:39 Bundle.localizedString 'title' Settings module <Bundle.module.localizedString(forKey: "title", value: nil, table: "Settings")>"#])
        #expect(found(#"Bundle(for: Marker.self).localizedString(forKey: "title", value: nil, table: nil)"#) == [#"1:50 Bundle.localizedString 'title' Localizable other <Bundle(for: Marker.self).localizedString(forKey: "title", value: nil, table: nil)>"#])
        // A table named by a variable is not known.
        #expect(found(#"String(localized: "title", table: tableName)"#) == [#"1:19 String(localized:) 'title' ? main <String(localized: "title", table: tableName)>"#])
    }

    @Test func projectHelpers() {
        #expect(found(#"let a = "title".localized()"#, methods: ["localized"]) == [#"1:9 lookup method 'title' Localizable helper <"title".localized()>"#])
        #expect(found(#"let a = "items %lld".localized(count)"#, methods: ["localized"]) == [#"1:9 lookup method 'items %lld' Localizable helper [count] <"items %lld".localized(count)>"#])
        #expect(found(#"let a = "title".localized"#, methods: ["localized"]) == [#"1:9 lookup method 'title' Localizable helper <"title".localized>"#])
        #expect(found(#"let a = "title".localized(tableName: "Settings")"#, methods: ["localized"]) == [#"1:9 lookup method 'title' Settings helper <"title".localized(tableName: "Settings")>"#])
        #expect(found(#"String.localized("files") + L("x", count)"#, functions: ["String.localized", "L"])
            == [#"1:18 lookup function 'files' Localizable helper <String.localized("files")>"#, #"1:31 lookup function 'x' Localizable helper [count] <L("x", count)>"#])
        // Not configured, a member of something else, or being declared: none of them is a lookup.
        #expect(found(#"let a = "title".localized()"#) == [])
        #expect(found(#"x.L("a"); Text.localized("b")"#, functions: ["String.localized", "L"]) == [])
        #expect(found(#"func L(_ key: String) -> String { key }"#, functions: ["L"]) == [])
        #expect(found(#"let a = "title".uppercased()"#, methods: ["localized"]) == [])
    }

    @Test func interpolatedKeys() {
        #expect(found(#"Text("Welcome, \(name)!", bundle: .module)"#) == [#"1:6 SwiftUI view 'Welcome, \(name)!' Localizable module <Text("Welcome, \(name)!", bundle: .module)>"#])
        #expect(found(#"Text("\(count) of \(total(in: "box"))")"#) == [#"1:6 SwiftUI view '\(count) of \(total(in: "box"))' Localizable main <Text("\(count) of \(total(in: "box"))")>"#])
    }

    @Test func whatIsNoLookup() {
        #expect(found(#"Text(verbatim: "v"); Text(title); Text("a" + b); Text("")"#) == [])
        #expect(found(#"String("title"); String(format: "%d", 1); String(localized: key)"#) == [])
        #expect(found("// Text(\"a\")\n/* Text(\"b\") */ let s = \"Text(\\\"c\\\")\"") == [])
        #expect(found(#"struct Text { init(_ s: String) {} }; func Button(_ s: String) {}"#) == [])
        #expect(found(#"let a = "".localized()"#, methods: ["localized"]) == [])
        #expect(found(#"Self.Text("a")"#) == [])
    }

    @Test func callsThatCannotBeRewrittenSayWhy() {
        #expect(found("Text(\"a\" /* the title */, bundle: .module)") == ["1:6 SwiftUI view 'a' Localizable module (it holds a comment) <Text(\"a\" /* the title */, bundle: .module)>"])
        #expect(found("Text(\"a\",\n     bundle: .module // ours\n)") == ["1:6 SwiftUI view 'a' Localizable module (it holds a comment) <Text(\"a\",\n     bundle: .module // ours\n)>"])
        #expect(found("Text(\"a\",\n#if os(iOS)\n     bundle: .module\n#else\n     bundle: .main\n#endif\n)") == ["1:6 SwiftUI view 'a' Localizable main [#if os(iOS)\n     bundle: .module\n#else\n     bundle: .main\n#endif] (it holds a compile-time condition) <Text(\"a\",\n#if os(iOS)\n     bundle: .module\n#else\n     bundle: .main\n#endif\n)>"])
        // (Code split by `#if` is one argument to the finder, which is why such a call is never
        // rewritten. Inside an expression, Swift takes `#if` only around postfix members
        // (`.padding()`), never between a call's arguments: such a call is no Swift.)
        // Xcode 26's `#bundle` is the module's bundle, and no condition.
        #expect(found(#"String(localized: "a", bundle: #bundle)"#) == [#"1:19 String(localized:) 'a' Localizable module <String(localized: "a", bundle: #bundle)>"#])
        // Line breaks and spaces alone do not stop a rewrite.
        #expect(found("Text(\n    \"a\",\n    bundle: .module\n)") == ["2:5 SwiftUI view 'a' Localizable module <Text(\n    \"a\",\n    bundle: .module\n)>"])
    }

    /// The calls whose first argument is always a key, given an expression for it: the keys they
    /// read are not known (`usage --prune` warns of them). A literal key, a view's argument (a
    /// `String` is shown verbatim) and a call of another label are none.
    @Test func lookupsOfAKeyExpression() throws {
        let patterns = LookupPatterns(lookupMethods: [], lookupFunctions: ["L"])
        let source = """
            NSLocalizedString(size.rawValue, comment: "")
            NSLocalizedString("k", comment: "")
            bundle.localizedString(forKey: key, value: nil, table: nil)
            L(name)
            Text(title)
            bundle.localizedString(other: key)
            """
        #expect(try patterns.scan(Array(source.utf8)).keyExpressions.map { "\($0.line):\($0.column) \($0.callee) \($0.expression)" } == [
            "1:19 NSLocalizedString size.rawValue", "3:32 localizedString(forKey:) key", "4:3 L name",
        ])
    }

    @Test func nestedLookupsAreBothFound() {
        #expect(found(#"Text("a \(String(localized: "b", bundle: .module))", bundle: .module)"#) == [
            #"1:6 SwiftUI view 'a \(String(localized: "b", bundle: .module))' Localizable module <Text("a \(String(localized: "b", bundle: .module))", bundle: .module)>"#,
            #"1:29 String(localized:) 'b' Localizable module <String(localized: "b", bundle: .module)>"#,
        ])
    }
}
