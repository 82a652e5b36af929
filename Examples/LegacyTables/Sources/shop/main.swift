import Foundation
import ShopStrings

// Prints the cart in each language given: `shop en de ru`.
for language in CommandLine.arguments.dropFirst() {
    L10n.$locale.withValue(Locale(identifier: language)) {
        print("[\(language)] \(L10n.cartTitle)")
        print(L10n.cartGreeting("Ana"))
        for count: Int32 in [1, 3, 5] { print(L10n.cartItems(count)) }
        print(L10n.deliveryDistance(distance: 2.5))
        print(L10n.Checkout.orderSummary("Ana", "Tee"))
        print(L10n.cartEmpty)
    }
}
