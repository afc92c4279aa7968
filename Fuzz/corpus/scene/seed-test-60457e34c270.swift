      struct Ticker: View {
          let messages = ["Syncing", "Almost there", "Done"]
          @State private var index = 0
          @State private var badge = false
          let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
          var body: some View {
              Text(messages[index])
                  .padding()
                  .glassEffect()
                  .onReceive(timer) { _ in
                      withAnimation(.smooth) { index = (index + 1) % messages.count }
                  }
                  .onReceive(NotificationCenter.default.publisher(for: .profileDidChange)) { _ in
                      badge = true
                  }
          }
      }