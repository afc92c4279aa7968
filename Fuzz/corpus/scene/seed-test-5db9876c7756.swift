        struct Gate: View {
            @State private var authorized = false
            var body: some View {
                VStack {
                    if authorized {
                        Button("Send") { }.buttonStyle(.glassProminent)
                    }
                }
                .task { await requestAuthorization() }
            }
            private func requestAuthorization() async {
                authorized = try await UNUserNotificationCenter.current()
                    .requestAuthorization(options: [.alert, .sound])
            }
        }