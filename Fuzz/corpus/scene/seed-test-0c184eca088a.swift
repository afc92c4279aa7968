      struct Counter: View {
          @State private var count = 0
          var body: some View {
              Text("\(count)").padding().glassEffect()
                  .onAppear { let zero = 0; count = 10 / zero }
          }
      }