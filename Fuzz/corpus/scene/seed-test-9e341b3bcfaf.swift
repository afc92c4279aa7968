      struct V: View {
          var body: some View {
              Color.blue.frame(width: 40, height: 20).transition(1)
          }
      }