    import SwiftUI

    struct AlbumDetail: View {
        let title: String
        var body: some View {
            Text(title)
                .padding()
                .glassEffect()
                .navigationTitle(title)
        }
    }

    struct Library: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Blue Train") { AlbumDetail(title: "Blue Train") }
                    NavigationLink(destination: AlbumDetail(title: "Kind of Blue")) {
                        Label("Kind of Blue", systemImage: "music.note")
                    }
                }
                .navigationTitle("Library")
            }
        }
    }