      import SwiftUI

      enum Badge: String, CaseIterable { case first, streak, marathon }

      struct Badges: View {
          let earned: [(Badge, Int)] = [(.streak, 7), (.first, 1)]
          let words = ["apple", "avocado", "banana", "blueberry", "cherry"]

          var body: some View {
              let byBadge = Dictionary(uniqueKeysWithValues: earned)
              let byLetter = Dictionary(grouping: words, by: { $0.prefix(1) })
              VStack {
                  ForEach(Badge.allCases, id: \.self) { badge in
                      if let day = byBadge[badge] {
                          Text("\(badge.rawValue) \(day)").padding().glassEffect()
                      } else {
                          Text(badge.rawValue)
                      }
                  }
                  Text("\(byLetter["b"]?.count ?? 0) b")
                  Text("\(byLetter.count) letters")
              }
          }
      }