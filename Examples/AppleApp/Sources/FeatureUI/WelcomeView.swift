import AppResources
import SwiftUI

/// The first screen: every text comes from the String Catalogs of `AppResources`, written just
/// as Xcode's generated symbols are written inside that module.
public struct WelcomeView: View {
    public var itemCount: Int

    public init(itemCount: Int) {
        self.itemCount = itemCount
    }

    public var body: some View {
        VStack(spacing: 12) {
            Text(.welcomeTitle)
                .font(.largeTitle)
            Text(.itemsCount(count: itemCount))
            Button(action: {}) {
                Text(.Booking.confirmBookingCta)
            }
        }
        .padding()
    }
}
