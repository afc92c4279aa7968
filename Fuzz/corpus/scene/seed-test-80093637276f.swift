      import SwiftUI
      struct Bubble: View {
          @Environment(\.theme) private var theme
          var body: some View {
              Text("Hello")
                  .padding()
                  .glassEffect(.regular.tint(theme.tintColor.opacity(0.2)))
                  .overlay(
                      Capsule().strokeBorder(
                          LinearGradient(
                              colors: [theme.tintColor.opacity(0.4), .clear],
                              startPoint: .leading, endPoint: .trailing),
                          lineWidth: 1)
                  )
          }
      }