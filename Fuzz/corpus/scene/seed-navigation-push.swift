import SwiftUI

/// A podcast library: a list of shows in a navigation stack; tapping one pushes its page, whose
/// glass play button and toolbar come in with it while the bar's glass back button appears.
struct Show: Hashable, Identifiable {
    let id: Int
    let title: String
    let host: String
    let symbol: String
}

struct ShowPage: View {
    let show: Show
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: show.symbol)
                .font(.system(size: 64))
                .frame(width: 160, height: 160)
                .glassEffect(.regular, in: .rect(cornerRadius: 32))
            VStack(spacing: 6) {
                Text(show.title)
                    .font(.title2.bold())
                Text(show.host)
                    .foregroundStyle(.secondary)
            }
            Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
                withAnimation(.snappy) { isPlaying.toggle() }
            }
            .buttonStyle(.glassProminent)
            .controlSize(.large)
        }
        .padding(.top, 32)
        .navigationTitle(show.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Share", systemImage: "square.and.arrow.up") {}
            }
        }
    }
}

struct PodcastLibrary: View {
    let shows = [
        Show(id: 1, title: "Morning Signal", host: "Ana Ruiz", symbol: "sunrise"),
        Show(id: 2, title: "Deep Field", host: "Tom Becker", symbol: "sparkles"),
        Show(id: 3, title: "Small Engines", host: "Lea Park", symbol: "gearshape.2"),
    ]

    var body: some View {
        NavigationStack {
            List(shows) { show in
                NavigationLink(value: show) {
                    Label(show.title, systemImage: show.symbol)
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Show.self) { show in
                ShowPage(show: show)
            }
        }
    }
}

#Preview {
    PodcastLibrary()
}
