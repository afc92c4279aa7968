      import SwiftUI
      extension RemindersView {
        func actionButton(title: String, action: @escaping () -> Void) -> some View {
          Button(action: action) {
            Text(isRunning ? "Working…" : title).frame(maxWidth: .infinity)
          }
          .buttonStyle(.glassProminent)
        }
      }