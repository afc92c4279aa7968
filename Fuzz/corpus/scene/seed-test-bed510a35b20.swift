      import Observation
      import SwiftUI

      @Observable final class Player {
          var volume = 0 {
              didSet { isLoud = volume > 5 }
          }
          var isLoud = false
      }

      struct Mixer: View {
          @State private var player = Player()
          var body: some View {
              VStack {
                  Button("Louder") { withAnimation { player.volume = 6 } }
                  if player.isLoud {
                      Text("Loud").padding().glassEffect()
                  }
              }
          }
      }