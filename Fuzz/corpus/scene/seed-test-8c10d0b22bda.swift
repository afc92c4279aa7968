      struct V: View {
          var body: some View {
              HStack {
                  Button("One") {}
                  Button("Two") {}.buttonBorderShape(.circle)
              }
              .buttonStyle(.glassProminent)
              .tint(.red)
          }
      }