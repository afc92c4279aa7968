      struct V: View {
          var body: some View {
              Image(systemName: "star").frame(width: 44, height: 44)
                  .glassEffect()
                  .rotationEffect(.degrees(30))
          }
      }