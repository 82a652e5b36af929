// AppStrings owns Localizable.xcstrings. Its accessors (`L10n`) are in Generated/, written by
// `swift package --allow-writing-to-package-directory generate-string-symbols` and checked in.
