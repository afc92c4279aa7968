      struct ToolIndicators: View {
          let message: ChatMessage
          var calls: [ToolCall] { message.toolCalls }
          var body: some View {
              HStack {
                  if calls.contains(where: { $0.kind == .search && !$0.isDone }) {
                      Image(systemName: "magnifyingglass").padding().glassEffect()
                  }
                  if calls.contains(where: { $0.kind == .code }) {
                      Image(systemName: "terminal").padding().glassEffect()
                  }
              }
          }
      }