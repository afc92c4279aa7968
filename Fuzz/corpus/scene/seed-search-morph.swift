import SwiftUI

/// A search button that becomes a search field: the magnifier's glass circle (one
/// glassEffectID) stretches into a capsule holding the field, and a close button materialises
/// beside it.
struct SearchMorph: View {
    @State private var isSearching = false
    @State private var query = ""
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer(spacing: 12) {
            HStack(spacing: 12) {
                if isSearching {
                    HStack(spacing: 8) {
                        Image(systemName: "magnifyingglass")
                            .foregroundStyle(.secondary)
                        TextField("Search", text: $query, prompt: Text("Artists, songs, lyrics"))
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 48)
                    .glassEffect(.regular, in: .capsule)
                    .glassEffectID("search", in: namespace)

                    Button {
                        withAnimation(.smooth(duration: 0.4)) {
                            query = ""
                            isSearching = false
                        }
                    } label: {
                        Image(systemName: "xmark")
                            .frame(width: 48, height: 48)
                    }
                    .buttonStyle(.plain)
                    .glassEffect(.regular.interactive(), in: .circle)
                    .glassEffectID("close", in: namespace)
                } else {
                    Spacer()
                    Button {
                        withAnimation(.smooth(duration: 0.4)) { isSearching = true }
                    } label: {
                        Image(systemName: "magnifyingglass")
                            .font(.title3)
                            .frame(width: 48, height: 48)
                    }
                    .buttonStyle(.plain)
                    .glassEffect(.regular.interactive(), in: .circle)
                    .glassEffectID("search", in: namespace)
                }
            }
        }
        .padding(.horizontal, 20)
    }
}

#Preview {
    VStack {
        Spacer()
        SearchMorph()
            .padding(.bottom, 32)
    }
    .background(
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
    )
}
