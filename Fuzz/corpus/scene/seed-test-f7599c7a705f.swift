      struct SettingsRow: View {
          var body: some View {
              #if os(macOS)
              Label("Sync", systemImage: "icloud").padding().glassEffect()
              #else
              Label("Sync", systemImage: "icloud")
              #endif
          }
      }