        import SwiftUI
        struct MapScreen: View {
            @State private var showsSheet = true
            @State private var detent: PresentationDetent = .height(350)
            @State private var isFollowing = false
            var body: some View {
                VStack {
                    Button(isFollowing ? "Following" : "Follow") {
                        withAnimation { isFollowing.toggle() }
                    }
                    .buttonStyle(.glass)
                    Spacer()
                }
                .sheet(isPresented: $showsSheet) {
                    Text("Places")
                        .presentationDetents([.height(80), .height(350), .large], selection: $detent)
                        .presentationBackgroundInteraction(.enabled)
                }
            }
        }