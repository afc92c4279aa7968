      @ViewBuilder
      private func item(_ symbol: String, at angle: Double = 0, content: () -> some View) -> some View {
          Image(systemName: symbol)
      }