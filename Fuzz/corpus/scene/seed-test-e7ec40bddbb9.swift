      struct V: View {
          @State private var n = 0
          var body: some View { Button("more") { n += 1 } }
      }