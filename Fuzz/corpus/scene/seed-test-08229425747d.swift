      struct Counter: View {
          @State private var count = 0
          var body: some View {
              Button("\(count)") { count += 1 }.glassEffect()
          }
      }