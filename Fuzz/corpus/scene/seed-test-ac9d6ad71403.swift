      import SwiftUI

      struct Composer: View {
          @State private var message = ""
          var body: some View {
              HStack(spacing: 12) {
                  TextField("Message", text: $message)
                      .padding(.horizontal, 16)
                      .frame(height: 44)
                      .glassEffect()
                  if !message.isEmpty {
                      Button { message = "" } label: { Image(systemName: "arrow.up") }
                          .frame(width: 44, height: 44)
                          .glassEffect(.regular.tint(.blue).interactive())
                  }
              }
          }
      }