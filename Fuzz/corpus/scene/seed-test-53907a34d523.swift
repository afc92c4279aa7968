      extension Notification.Name {
          static let openSettings = Notification.Name("openSettings")
      }

      struct ProfileButton: View {
          var body: some View {
              Button {
                  NotificationCenter.default.post(name: .openSettings, object: nil)
              } label: {
                  Image(systemName: "person.crop.circle")
              }
              .buttonStyle(.glass)
          }
      }

      struct Home: View {
          @State private var showsSettings = false
          var body: some View {
              VStack {
                  ProfileButton()
                  if showsSettings {
                      Text("Settings").padding().glassEffect()
                  }
              }
              .onReceive(NotificationCenter.default.publisher(for: Notification.Name("openSettings"))) { _ in
                  withAnimation(.bouncy) { showsSettings = true }
              }
          }
      }