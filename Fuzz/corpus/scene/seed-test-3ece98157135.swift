        import SwiftUI

        @Observable final class PlayerModel {
            var isPlaying = false
            var volume = 0.5
        }

        struct PlayerBar: View {
            @State private var player = PlayerModel()
            var body: some View {
                Button(player.isPlaying ? "Pause" : "Play") { player.isPlaying.toggle() }
                    .buttonStyle(.glass)
            }
        }