      struct Row: View {
          var body: some View {
              VStack {
                  Text("Row").glassEffect()
                  Row()
              }
          }
      }