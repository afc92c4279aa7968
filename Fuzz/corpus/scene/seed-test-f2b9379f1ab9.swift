      import SwiftUI
      struct Player: View {
        @State private var isPlaying = false
        var body: some View {
          Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
            .padding()
            .glassEffect(in: .rect(cornerRadius: Accent.radius))
        }
      }