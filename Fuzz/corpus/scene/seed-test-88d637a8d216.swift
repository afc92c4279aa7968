    import SwiftUI

    struct PlaylistCard: View {
        @State private var isPressed = false
        @State private var isHolding = false
        @State private var plays = 0

        var body: some View {
            VStack(spacing: 24) {
                Text("Night Drive")
                    .padding(20)
                    .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
                    .scaleEffect(isPressed ? 0.9 : 1)
                    .animation(.spring(response: 0.2, dampingFraction: 0.7), value: isPressed)
                    .simultaneousGesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { _ in isPressed = true }
                            .onEnded { _ in isPressed = false }
                    )
                Label("Play", systemImage: "play.fill")
                    .padding(16)
                    .glassEffect()
                    .scaleEffect(isHolding ? 0.95 : 1)
                    .onTapGesture { plays += 1 }
                    .onLongPressGesture(minimumDuration: .infinity, maximumDistance: .infinity) {
                    } onPressingChanged: { pressing in
                        isHolding = pressing
                    }
            }
        }
    }