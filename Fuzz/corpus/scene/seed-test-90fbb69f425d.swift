      extension View {
          func pill(_ padding: CGFloat = 12) -> some View {
              self.padding(padding).glassEffect()
          }
          var card: some View { padding(20).glassEffect(in: .rect(cornerRadius: 16)) }
      }

      struct Badge: ViewModifier {
          var tint: Color
          func body(content: Content) -> some View {
              content.padding(4).glassEffect(.regular.tint(tint))
          }
      }

      struct Helpers: View {
          var body: some View {
              VStack {
                  label(3)
                  label("Three")
                  Text("Pill").pill()
                  Text("Card").card
                  Text("Badge").modifier(Badge(tint: .red))
              }
          }
          func label(_ value: Int) -> some View { Text("Number \(value)") }
          func label(_ value: String) -> some View { Text("Word \(value)") }
      }