      struct Chip: View {
          let title: String
          let width: CGFloat
          var body: some View { Text(title).frame(width: width, height: 30).glassEffect() }
      }

      extension Chip {
          init(short title: String) {
              self.init(title: title, width: 50)
          }
      }

      struct Chips: View {
          var body: some View {
              GlassEffectContainer {
                  HStack { Chip(short: "A"); Chip(title: "Wide", width: 90) }
              }
          }
      }