      import SwiftUI

      struct Badges: View {
          @Environment(BadgeService.self) private var service
          var body: some View {
              let earned = service.earnedBadges()
              VStack {
                  Text(L10n.localized("Badges"))
                  if earned.count > 0 {
                      Text("Earned").padding().glassEffect()
                  }
              }
          }
      }