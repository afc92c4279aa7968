    import SwiftUI

    struct TrashView: View {
        @State private var confirmsDelete = false
        @State private var deleted = false

        var body: some View {
            VStack {
                Text(deleted ? "Trash is empty" : "12 items")
                Button("Empty Trash", role: .destructive) { confirmsDelete = true }
                    .buttonStyle(.glass)
            }
            .alert("Empty Trash?", isPresented: $confirmsDelete) {
                Button("Empty", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("The 12 items will be deleted for ever.")
            }
        }
    }