      struct V: View {
          var body: some View {
              ZStack {
                  Color.white
                  1
              }
          }
      }