      struct PlayerFooter: View {
          @Binding var page: PlayerPage
          var body: some View {
              VStack {
                  Button("Lyrics") { page = .lyrics }
                  Button("Album") { page = .album }
                  if page == .lyrics {
                      Text("Lyrics").padding().glassEffect()
                  }
              }
          }
      }