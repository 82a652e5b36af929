import Testing
@testable import KeyUsage

/// The project's lookup helpers, found where their body passes the key they are given on to a
/// lookup: each spelled `kind name line:column`, or `none` for a lookup whose key is an
/// expression in no helper.
@Suite struct LookupHelperTests {
    func helpers(_ source: String, functions: [String] = []) throws -> [String] {
        try LookupPatterns(lookupFunctions: functions).scan(Array(source.utf8)).keyExpressions.map { expression in
            expression.helper.map { "\($0.kind) \($0.name) \($0.line):\($0.column)" } ?? "none"
        }
    }

    @Test func freeFunctionsThatPassTheirFirstParameter() throws {
        #expect(try helpers("""
            public func localizedString(_ key: String, _ params: String..., comment: String = "") -> String {
                var string = NSLocalizedString(key, comment: comment)
                if !params.isEmpty {
                    string = NSLocalizedString(key, tableName: nil, comment: comment)
                }
                return string
            }
            func tr<T>(_ key: String, _ value: T) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }
            """) == ["function localizedString 1:13", "function localizedString 1:13", "function tr 8:6"])
    }

    @Test func staticFunctionsAreNamedWithTheirType() throws {
        #expect(try helpers("""
            enum L10n {
                static func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                enum Settings {}
            }
            extension L10n.Settings {
                public static func text(_ key: String) -> String {
                    guard !key.isEmpty else { return "" }
                    return NSLocalizedString(key, comment: "")
                }
            }
            """) == ["function L10n.tr 2:17", "function L10n.Settings.text 6:24"])
    }

    @Test func propertiesAndMethodsOfStringPassingThemselves() throws {
        #expect(try helpers("""
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
                func localized(comment: String) -> String {
                    NSLocalizedString(self, comment: comment)
                }
            }
            """) == ["method localized 2:9", "method localized 3:10"])
    }

    /// A lookup whose key is another expression, a helper of another table, an instance method
    /// (called on a value no pattern names), a labelled parameter and a closure's parameter are
    /// no helpers.
    @Test func lookAlikesAreNone() throws {
        #expect(try helpers("""
            func a(_ key: String) -> String { NSLocalizedString(key + ".title", comment: "") }
            func b(_ key: String) -> String { NSLocalizedString(key, tableName: "Other", comment: "") }
            struct Labels {
                func c(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            }
            func d(key: String) -> String { NSLocalizedString(key, comment: "") }
            let e = names.map { key in NSLocalizedString(key, comment: "") }
            func f(_ name: String) -> String {
                let key = "prefix." + name
                return NSLocalizedString(key, comment: "")
            }
            extension Substring {
                var localized: String { NSLocalizedString(String(self), comment: "") }
            }
            """) == ["none", "none", "none", "none", "none", "none", "none"])
    }

    /// A helper of another bundle than the main one or the module's, and one whose key is bound
    /// again before its lookup, look up other keys than their callers give them.
    @Test func otherBundlesAndKeysBoundAgainAreNone() throws {
        #expect(try helpers("""
            func a(_ key: String) -> String { NSLocalizedString(key, bundle: Bundle(for: Marker.self), comment: "") }
            func b(_ key: String) -> String { Bundle(for: Marker.self).localizedString(forKey: key, value: nil, table: nil) }
            func c(_ key: String) -> String { NSLocalizedString(key, bundle: .module, comment: "") }
            func d(_ key: String) -> String {
                let key = "prefix." + key
                return NSLocalizedString(key, comment: "")
            }
            func e(_ key: String) -> String {
                if let key = aliases[key] { return NSLocalizedString(key, comment: "") }
                return key
            }
            """) == ["none", "none", "function c 3:6", "none", "none"])
    }

    /// What a helper takes beside its key: a call with other labels is another overload's.
    @Test func theLabelsBesideTheKey() throws {
        let labels = try LookupPatterns().scan(Array("""
            func localizedString(_ key: String, _ params: String..., comment: String = "") -> String { NSLocalizedString(key, comment: comment) }
            extension String { func localized(comment: String, in bundle: Bundle = .main) -> String { NSLocalizedString(self, comment: comment) } }
            """.utf8)).keyExpressions.map { $0.helper?.labels.map { $0 ?? "_" } ?? [] }
        #expect(labels == [["_", "comment"], ["comment", "in"]])
    }

    /// A helper that calls a configured one is found too.
    @Test func helpersOfConfiguredFunctions() throws {
        #expect(try helpers("func title(_ key: String) -> String { L(key) }", functions: ["L"]) == ["function title 1:6"])
    }
}
