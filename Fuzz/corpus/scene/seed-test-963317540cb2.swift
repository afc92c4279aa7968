      struct Row: View {
          let number: Int
          @State private var isRead = false
          var body: some View { Button("Message \(number)") { isRead.toggle() }.opacity(isRead ? 0.5 : 1) }
      }
      struct Inbox: View {
          var body: some View { VStack { ForEach(0..<300, id: \.self) { Row(number: $0) } } }
      }