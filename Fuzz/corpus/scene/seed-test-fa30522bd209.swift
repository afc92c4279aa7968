      enum BadgeType: String, CaseIterable {
          case steps, streak, distance
      }

      struct BadgeItem: Identifiable {
          let type: BadgeType
          let isEarned: Bool
          var id: String { type.rawValue }
      }

      struct BadgesView: View {
          @Environment(BadgeService.self) private var badgeService

          private var allBadges: [BadgeItem] {
              let earnedByType = Dictionary(
                  uniqueKeysWithValues: badgeService.earnedBadges().map { ($0.badgeType, $0) })
              return BadgeType.allCases.map {
                  BadgeItem(type: $0, isEarned: earnedByType[$0] != nil)
              }
          }

          var body: some View {
              let items = allBadges
              let earned = items.filter(\.isEarned)
              let locked = items.filter { !$0.isEarned }
              VStack(alignment: .leading) {
                  if !earned.isEmpty {
                      Text("Earned")
                      ForEach(earned) { Text($0.type.rawValue).padding().glassEffect() }
                  }
                  if !locked.isEmpty {
                      Text("Locked")
                      ForEach(locked) { Text($0.type.rawValue).padding().glassEffect() }
                  }
              }
          }
      }