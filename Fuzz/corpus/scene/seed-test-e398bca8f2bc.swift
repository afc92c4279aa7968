      import SwiftUI
      enum AppTab: String { case feed, settings, profile }
      struct TabRoot: View {
          let tab: AppTab
          var body: some View {
              switch tab {
              case .feed: Text("Feed").padding().glassEffect()
              case .settings: Text("Settings")
              case .profile: Text(tab.rawValue).padding().glassEffect(in: .circle)
              }
          }
      }