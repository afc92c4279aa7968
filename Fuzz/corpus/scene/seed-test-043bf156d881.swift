      import SwiftUI
      struct Track: Identifiable { let id: Int; let title: String }
      struct Playlist: View {
          let tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Outro")]
          var body: some View {
              List(tracks) { track in
                  Text(track.title)
              }
          }
      }