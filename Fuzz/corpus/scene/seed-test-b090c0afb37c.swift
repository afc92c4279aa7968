      struct Compose: View {
          var body: some View {
              NavigationStack {
                  Text("Body").toolbar { ToolbarItem { Button("Send") { } } }
              }
          }
      }