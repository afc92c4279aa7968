      import SwiftUI

      struct PromptSheet: View {
          @Environment(\.dismiss) private var dismiss
          var body: some View {
              Button("Done") { dismiss() }
                  .buttonStyle(.glassProminent)
          }
      }

      struct JournalScreen: View {
          @State private var showsPrompt = true
          @State private var promptsSeen = 0
          var body: some View {
              Text("Entries \(promptsSeen)")
                  .sheet(isPresented: $showsPrompt, onDismiss: { promptsSeen += 1 }) {
                      PromptSheet()
                  }
          }
      }