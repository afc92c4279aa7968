    import SwiftUI

    struct JournalScreen: View {
        @State private var showsPrompt = true
        @State private var promptsSeen = 0
        @State private var isReady = false

        var body: some View {
            VStack(spacing: 20) {
                if isReady {
                    Text("Today's entry")
                        .padding()
                        .glassEffect()
                }
                if promptsSeen > 0 {
                    Label("Prompt read", systemImage: "checkmark")
                        .padding()
                        .glassEffect(.regular.tint(.green))
                }
                Button("Prompt") { showsPrompt = true }
                    .buttonStyle(.glass)
            }
            .onAppear { isReady = true }
            .sheet(isPresented: $showsPrompt, onDismiss: { promptsSeen += 1 }) {
                VStack {
                    Text("Write about a walk you took.")
                }
                .presentationDetents([.medium])
            }
        }
    }