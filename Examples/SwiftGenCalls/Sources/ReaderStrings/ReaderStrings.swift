// The strings of the reader app. The plugin generates `L10n` from the tables in `Resources`
// with the `swiftgen` template, as SwiftGen's structured-swift5 template declared it.
