      struct PlayButton: View {
          var body: some View {
              if UIDevice.supportsLiquidGlass {
                  Text("Play")
                      .padding()
                      .glassEffect()
              } else {
                  Text("Play")
              }
          }
      }