      import SwiftUI

      struct ComposeSheet: View {
          @Environment(\.dismiss) private var dismiss
          var body: some View {
              Button("Cancel", role: .cancel) { dismiss() }
                  .buttonStyle(.glass)
          }
      }

      struct Inbox: View {
          @State private var isComposing = false
          var body: some View {
              Button("Compose") { isComposing = true }
                  .buttonStyle(.glassProminent)
                  .sheet(isPresented: $isComposing) { ComposeSheet() }
          }
      }