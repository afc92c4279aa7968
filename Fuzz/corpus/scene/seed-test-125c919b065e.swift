      struct WarningLabel: View {
          var body: some View { Text("Careful") }
      }

      struct InfoButton: View {
          var body: some View {
              Button("Info") {}.background { disc }
          }
          private var disc: some View { Color.clear.glassEffect(.regular, in: Circle()) }
      }

      struct NoteButton: View {
          var body: some View { Button("Note") {}.glassEffect() }
      }