      import SwiftUI

      struct DeckRow: View {
          let deck: Deck
          var body: some View {
              if deck.cards.isEmpty {
                  Text("Empty")
              } else {
                  Text(deck.name).padding().glassEffect()
              }
          }
      }

      #Preview { DeckRow(deck: Deck(name: "Verbs")) }