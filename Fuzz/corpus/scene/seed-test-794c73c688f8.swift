      struct Badge: View {
          let count: Int
          @Binding var isOn: Bool
          var body: some View {
              Button("\(count)") { isOn.toggle() }
          }
      }
      struct V: View {
          @State private var on = false
          var body: some View { Badge(count: 3, isOn: $on) }
      }
      #Preview { ZStack { Color.blue; V() } }