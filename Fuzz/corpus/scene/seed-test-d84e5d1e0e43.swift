      struct SystemGlassStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .buttonStyle(.glass)
          }
      }

      struct Bar: View {
          var body: some View {
              Button("Save") {}.buttonStyle(SystemGlassStyle())
          }
      }