// AppResources owns the app's String Catalogs (Localizable and Booking). StringSymbolsPlugin
// turns them into public accessors at build time (`L10n`, generated with the `string` template
// as string-symbols.json asks), so other modules use these strings with no bundle code of their
// own. This file only makes the target a Swift target: all its code is generated.
