      @Observable final class Basket {
          var items: [String] = ["Apple"]
          func toggle() {
              if items.count > 1 { items.removeLast() } else { items.append("Pear") }
          }
      }

      struct Row: View {
          var basket: Basket
          var body: some View {
              Button("Toggle") { withAnimation(.bouncy) { basket.toggle() } }
          }
      }

      struct Shop: View {
          @State private var basket = Basket()
          var body: some View {
              VStack {
                  ForEach(basket.items, id: \.self) { item in
                      Text(item).padding().glassEffect().glassEffectID(item, in: ns)
                  }
                  Row(basket: basket)
              }
          }
          @Namespace private var ns
      }