import SwiftUI

// A music library screen the way an app writes it: a tab view, a navigation stack with toolbar
// items in glass, a model, a child view per album with its own state, and a helper extension.

@Observable
final class Library {
    var albums: [Album] = [
        Album(title: "Blue Hour", artist: "Nocturne"),
        Album(title: "Tide Lines", artist: "Harbor"),
    ]
    var isGrid = false

    func toggleLayout() { isGrid.toggle() }
}

struct Album: Identifiable, Hashable {
    let title: String
    let artist: String
    var id: String { title }
}

extension View {
    func albumCard() -> some View {
        padding(12)
            .background(Color.white.opacity(0.55), in: .rect(cornerRadius: 18))
    }
}

struct AlbumRow: View {
    let album: Album
    @State private var isFavorite = false

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 2) {
                Text(album.title).font(.headline)
                Text(album.artist).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Button {
                withAnimation(.bouncy) { isFavorite.toggle() }
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
                    .frame(width: 36, height: 36)
            }
            .glassEffect(isFavorite ? .regular.tint(.pink).interactive() : .regular.interactive())
        }
        .albumCard()
    }
}

struct LibraryScreen: View {
    @Environment(Library.self) private var library

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: library.isGrid ? 8 : 14) {
                    ForEach(library.albums) { album in
                        AlbumRow(album: album)
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        withAnimation(.snappy) { library.toggleLayout() }
                    } label: {
                        Image(systemName: library.isGrid ? "list.bullet" : "square.grid.2x2")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "plus") }
                }
            }
        }
    }
}

struct MusicApp: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            Tab("Library", systemImage: "music.note.list", value: 0) { LibraryScreen() }
            Tab("For You", systemImage: "heart.text.square", value: 1) {
                Text("For You").font(.largeTitle)
            }
            Tab(value: 2, role: .search) { Text("Search").font(.largeTitle) }
        }
    }
}

#Preview {
    MusicApp()
        .environment(Library())
}
