      struct Keys: View {
          @State private var last = -1
          var body: some View {
              VStack {
                  ForEach(0..<250) { key in Button("key \(key)") { last = key } }
              }
          }
      }