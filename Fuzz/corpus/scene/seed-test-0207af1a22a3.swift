      struct Counter: View {
          @State private var count = 0
          var body: some View {
              badge
                  .padding(8)
                  .foregroundStyle(.white)
          }
          @ViewBuilder var badge: some View {
              if count > 0 { Text("\(count)").glassEffect() }
          }
      }