      struct Readings: View {
          @State private var values: [Int] = Array(0..<400)
          @State private var count = 0
          var body: some View { Button("Add") { count += 1 } }
      }