// Localizable+StringSymbols.swift: the keys of the Localizable table of Custom.

public enum CustomLocalizableKeys {
    static let landmarksCount = "landmarks_count"
    static let welcomeTitle = "welcome_title"
}
