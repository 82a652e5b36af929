// BookingResources owns a String Catalog; StringSymbolsPlugin generates its accessors at build
// time. This file only makes the target a Swift target.
