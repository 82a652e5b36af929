import AppStrings

print(L10n.greeting)
print(L10n.downloadsRemaining(count: 4))
