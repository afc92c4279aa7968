        struct LikePill: View {
            @State private var isHolding = false
            var body: some View {
                Label("Like", systemImage: "heart")
                    .padding()
                    .glassEffect(.regular.interactive())
                    .scaleEffect(isHolding ? 0.85 : 1)
                    .animation(.snappy, value: isHolding)
                    .onTapGesture { print("liked") }
                    .onLongPressGesture(minimumDuration: .infinity) {
                    } onPressingChanged: { pressing in
                        isHolding = pressing
                    }
            }
        }