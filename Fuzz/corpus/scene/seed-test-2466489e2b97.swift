      struct Chip: View {
          var body: some View {
              HStack {
                  Text("Chip")
                  Badge()
              }
              .glassEffect()
          }
      }

      struct Badge: View {
          var body: some View {
              content.overlay { Button("More") {} }
          }
          private var content: some View {
              ZStack { Chip() }
          }
      }