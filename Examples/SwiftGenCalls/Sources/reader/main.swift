import ReaderStrings

// Call sites as SwiftGen's structured-swift5 output had them.
print(L10n.Scene.title)
print(L10n.Scene.subtitle)
print(L10n.greeting("Ana"))
print(L10n.items(1))
print(L10n.items(3))
print(L10n.Article.readTime(5))
print(L10n.Article.progress(42))
print(L10n.Article.byline("3 May", "Ana"))
