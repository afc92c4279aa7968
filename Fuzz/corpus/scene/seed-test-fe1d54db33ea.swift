      struct Counter: View {
          @State private var count = 0
          @State private var isEven = true
          @State private var label = "even"
          var body: some View {
              Button(label) { count += 1 }
                  .buttonStyle(.glass)
                  .onChange(of: count) { newValue in isEven = newValue % 2 == 0 }
                  .onChange(of: isEven) { label = isEven ? "even" : "odd" }
          }
      }