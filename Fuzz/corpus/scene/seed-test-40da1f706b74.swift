      struct Card: View {
          let title: String
          @State private var isOpen = false
          var body: some View {
              Button(title) { withAnimation(.snappy) { isOpen.toggle() } }
                  .frame(width: isOpen ? 200 : 100, height: 44)
                  .glassEffect()
          }
      }

      struct Deck: View {
          var body: some View {
              VStack(spacing: 10) {
                  Card(title: "One")
                  Card(title: "Two")
              }
          }
      }