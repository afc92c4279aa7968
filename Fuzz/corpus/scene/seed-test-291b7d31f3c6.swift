      struct GlassyStyle: ButtonStyle {
          func makeBody(configuration: Configuration) -> some View {
              configuration.label
                  .padding(10)
                  .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 8))
          }
      }

      extension ButtonStyle where Self == GlassyStyle {
          static var glassy: GlassyStyle { GlassyStyle() }
      }

      struct Bar: View {
          @State private var count = 0
          var body: some View {
              HStack {
                  Button("A") { count = 1 }.buttonStyle(GlassyStyle())
                  Button("B") { count = 2 }.buttonStyle(.glassy)
              }
          }
      }