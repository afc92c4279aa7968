      enum Tab: String, CaseIterable {
          case home, settings = "prefs"
          var title: String { rawValue.capitalized }
      }
      enum Level: Int { case low = 1, mid, high }

      struct Tabs: View {
          var body: some View {
              VStack {
                  ForEach(Tab.allCases, id: \.self) { Text($0.title) }
                  Text("\(Level.mid.rawValue) \(Level(rawValue: 3) == .high)")
              }
          }
      }