// ReportStrings owns the report's String Catalog. StringSymbolsPlugin generates its public
// accessors (`L10n`, with the `string` template, as string-symbols.json asks) at build time.
// This file only makes the target a Swift target: all its code is generated.
