      struct PollBadge: View {
          @State private var votes = 0
          var body: some View {
              Text("\(votes) votes")
                  .padding()
                  .glassEffect()
                  .onReceive(NotificationCenter.default.publisher(
                      for: NSNotification.Name("PollVoteChanged"), object: nil)) { _ in
                      votes += 1
                  }
          }
      }