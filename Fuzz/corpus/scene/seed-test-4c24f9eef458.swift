      struct ChatView: View {
          @State private var messages = ["Hi", "Hello", "How are you?"]
          @State private var showsJump = true
          var body: some View {
              ScrollViewReader { proxy in
                  VStack {
                      ForEach(messages, id: \.self) { message in
                          Text(message).padding().id(message)
                      }
                      if showsJump {
                          Button("Latest") {
                              withAnimation(.smooth) {
                                  proxy.scrollTo(messages.last, anchor: .bottom)
                                  showsJump = false
                              }
                          }
                          .buttonStyle(.glass)
                      }
                  }
              }
          }
      }