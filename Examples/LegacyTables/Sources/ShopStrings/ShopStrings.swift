// The accessors for this module's legacy tables are generated at build time by StringSymbolsPlugin.
