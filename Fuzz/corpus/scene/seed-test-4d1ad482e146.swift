    import SwiftUI

    struct Preferences: View {
        @State private var isCompact = false
        var body: some View {
            List {
                Section("Display") {
                    Text("Brightness")
                    Button(isCompact ? "Regular" : "Compact") {
                        withAnimation { isCompact.toggle() }
                    }
                    .buttonStyle(.glass)
                }
            }
        }
    }