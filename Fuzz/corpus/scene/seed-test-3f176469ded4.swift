      import SwiftUI
      @Observable final class Session {
          var profile: Profile? = nil
          var isRefreshing = false
      }
      struct Profile { var name: String }
      struct AccountScreen: View {
          @Environment(Session.self) private var session
          var body: some View {
              if let profile = session.profile {
                  Text(profile.name).padding().glassEffect()
              } else {
                  ProgressView()
              }
          }
      }