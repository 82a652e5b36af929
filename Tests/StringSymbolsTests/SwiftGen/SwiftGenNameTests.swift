import Testing
@testable import Symbols

/// SwiftGen 6.6's names (its `swiftIdentifier:"pretty"` and `lowerFirstWord` filters), on the
/// cases its documentation and its own test fixtures show.
@Suite struct SwiftGenNameTests {
    /// Keys and the member the flat form names after the whole key.
    @Test(arguments: [
        ("about.title", "aboutTitle"),
        ("always_open_label", "alwaysOpenLabel"),
        ("panel::calendar", "panelCalendar"),
        ("widgets.todo_list.due_date.in_format", "widgetsTodoListDueDateInFormat"),
        ("URL", "url"),
        ("OK_label", "okLabel"),
        ("ios.2fa.title", "ios2faTitle"),
        ("key with spaces", "keyWithSpaces"),
        ("key-with-hyphens", "keyWithHyphens"),
        ("Key-With-Hyphens", "keyWithHyphens"),
        ("user.first-name", "userFirstName"),
        ("alert__message", "alertMessage"),
        ("settings.user__profile_section.HEADER_TITLE", "settingsUserProfileSectionHEADERTITLE"),
        ("SOME_ALL_CAPS_KEY", "someAllCapsKey"),
        ("FooBAR_baz", "fooBARBaz"),
        ("ABCDef", "abcDef"),
        ("_private", "private"),
        ("123", "_123"),
        ("2FA", "_2Fa"),
    ])
    func memberNames(key: String, name: String) {
        #expect(SwiftGenName.memberName(key) == name)
    }

    /// A group's enum keeps its first letter upper-cased.
    @Test(arguments: [
        ("todo_list", "TodoList"),
        ("2fa", "_2fa"),
        ("self", "Self"),
        ("user__profile_section", "UserProfileSection"),
        ("navigation-bar", "NavigationBar"),
    ])
    func typeNames(component: String, name: String) {
        #expect(SwiftGenName.typeName(component) == name)
    }

    /// The structured form names a member after the key's last component.
    @Test(arguments: [
        ("HEADER_TITLE", "headerTitle"),
        ("current_value_%@", "currentValue"),
        ("in_format", "inFormat"),
        ("HTTPServer", "httpServer"),
        ("IOSVersion", "iosVersion"),
        ("ID", "id"),
    ])
    func lastComponents(component: String, name: String) {
        #expect(SwiftGenName.memberName(component) == name)
    }
}
