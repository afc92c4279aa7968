    import SwiftUI
    struct Pager: View {
        @State private var page = 0
        @State private var dragOffset: CGFloat = 0
        @State private var showsSheet = true
        @State private var liked = false
        @State private var isEditing = false
        var body: some View {
            VStack {
                Text("Page")
                    .padding()
                    .glassEffect()
                    .offset(x: dragOffset)
                    .gesture(
                        DragGesture()
                            .onChanged { value in dragOffset = value.translation.width }
                            .onEnded { value in
                                withAnimation(.snappy) {
                                    if value.translation.width < -50 { page += 1 }
                                    dragOffset = 0
                                }
                            }
                    )
                if showsSheet {
                    Capsule().frame(width: 200, height: 60).glassEffect()
                        .simultaneousGesture(DragGesture(minimumDistance: 10).onEnded { value in
                            if value.predictedEndTranslation.height > 100 { showsSheet = false }
                        })
                }
                Image(systemName: "heart")
                    .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
                    .highPriorityGesture(
                        LongPressGesture(minimumDuration: 0.5).onEnded { _ in isEditing = true })
            }
        }
    }