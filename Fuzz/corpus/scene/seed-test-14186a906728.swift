      import SwiftUI

      struct Player { let name: String }

      struct Leaderboard: View {
          @State private var players = [Player(name: "Zoe"), Player(name: "Ann"), Player(name: "Max")]
          let scores = [3, 1, 2]

          var body: some View {
              VStack {
                  Text(scores.sorted { $0 > $1 }.map { "\($0)" }.joined(separator: " "))
                  Button(players[0].name) {
                      players.sort { $0.name < $1.name }
                  }
                  .buttonStyle(.glass)
              }
          }
      }