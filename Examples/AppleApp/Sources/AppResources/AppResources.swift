// AppResources owns the app's String Catalogs (Localizable and Booking). StringSymbolsPlugin
// turns them into public members of LocalizedStringResource at build time, so every module that
// imports AppResources writes `Text(.welcomeTitle)`, as Xcode's own symbols are written inside it.
