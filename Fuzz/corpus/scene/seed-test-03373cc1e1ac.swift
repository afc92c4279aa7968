      struct ComposerItems: ToolbarContent {
          var body: some ToolbarContent {
              ToolbarItem(placement: .topBarLeading) {
                  Button {} label: { Image(systemName: "xmark") }
                      .buttonStyle(.glass)
              }
              ToolbarItem(placement: .topBarTrailing) {
                  Button {} label: { Image(systemName: "paperplane") }
                      .buttonStyle(.glassProminent)
                      .tint(.green)
              }
          }
      }

      struct Composer: View {
          var body: some View {
              NavigationStack {
                  Text("Draft").toolbar { ComposerItems() }
              }
          }
      }