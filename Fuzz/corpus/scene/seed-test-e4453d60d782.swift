        import SwiftUI
        struct PhotoActions: View {
            @State private var asksDelete = false
            @State private var deleted = false
            var body: some View {
                Button(deleted ? "Deleted" : "Delete Photo", role: .destructive) { asksDelete = true }
                    .buttonStyle(.glass)
                    .confirmationDialog("Delete this photo?", isPresented: $asksDelete) {
                        Button("Delete", role: .destructive) { deleted = true }
                    }
            }
        }