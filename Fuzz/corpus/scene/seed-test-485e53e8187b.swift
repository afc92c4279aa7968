      struct Counter: View {
          @State private var count = 0
          var body: some View {
              Button("\1") { count += 1 }.glassEffect()
          }
      }