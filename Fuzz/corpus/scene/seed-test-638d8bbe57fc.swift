      import SwiftUI

      struct ChatBubble: View {
          let item: ChatItem

          var body: some View {
              if item.kind == .typing {
                  TypingDots()
              } else {
                  Text(item.text).padding().glassEffect()
              }
          }
      }

      #Preview {
          VStack {
              ChatBubble(item: .init(text: "Done, the lights are on.", kind: .output))
              ChatBubble(item: .init(text: "", kind: .typing))
          }
      }