    import SwiftUI
    #if os(tvOS)
    struct ShelfRow: View {
        @State private var focused = false
        var body: some View {
            Button("Up Next") { focused.toggle() }
                .padding()
                .glassEffect(focused ? .regular.tint(.blue) : .regular)
        }
    }
    #endif