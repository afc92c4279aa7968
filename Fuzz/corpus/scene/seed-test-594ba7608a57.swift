      struct V: View {
          @State private var on = false
          var body: some View {
              VStack {
                  if on { Text("new").glassEffect() }
                  Text("kept").glassEffect()
              }
          }
      }