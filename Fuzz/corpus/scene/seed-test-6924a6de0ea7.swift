      struct Home: View {
          @State private var showsSettings = false
          var body: some View {
              VStack {
                  Button("Profile") {
                      NotificationCenter.default.post(name: Notification.Name("RequestPushSettings"), object: nil)
                  }
                  if showsSettings { Text("Settings").padding().glassEffect() }
              }
              .onReceive(NotificationCenter.default.publisher(for: .init("RequestPushSettings"))) { _ in
                  showsSettings = true
              }
          }
      }