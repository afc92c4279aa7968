      struct Badge: View {
          let title: String
          let width: CGFloat

          init(title: String, width: CGFloat) {
              self.title = title
              self.width = width
          }

          init(compact title: String, wide: Bool = false) {
              self.init(title: title, width: wide ? 90 : 60)
          }

          var body: some View {
              Text(title).frame(width: width, height: 30).glassEffect()
          }
      }

      struct Badges: View {
          var body: some View {
              GlassEffectContainer {
                  HStack(spacing: 10) {
                      Badge(compact: "A")
                      Badge(compact: "B", wide: true)
                      Badge(title: "C", width: 120)
                  }
              }
          }
      }