      struct Counter: View {
          private let start: Int
          init() { start = 40 + 2 }
          var body: some View { Text("\(start)").glassEffect() }
      }