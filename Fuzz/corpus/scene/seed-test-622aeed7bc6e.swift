      enum Settings {
          struct Row: View {
              var body: some View { label.glassEffect() }
          }
      }
      extension Settings.Row {
          var label: some View { Text("Wi-Fi") }
      }