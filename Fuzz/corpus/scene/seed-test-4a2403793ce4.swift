      struct Prices: View {
          @State private var vm = PricesViewModel()
          var body: some View {
              VStack(spacing: 8) {
                  ForEach(vm.coins) { coin in
                      HStack {
                          Text(coin.name)
                          if coin.change > 0 { Image(systemName: "arrow.up") }
                      }
                      .frame(width: 300, height: 60)
                      .glassEffect(in: RoundedRectangle(cornerRadius: 22))
                  }
              }
          }
      }