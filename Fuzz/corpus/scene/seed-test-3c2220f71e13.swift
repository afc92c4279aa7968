    import SwiftUI
    struct FilterCard: View {
        @State private var isCompact = false
        @State private var taps = 0
        var body: some View {
            Text("Filters")
                .frame(width: isCompact ? 100 : 200)
                .padding()
                .glassEffect()
                .animation(1, value: 1)
                .onTapGesture { 1 }
        }
    }