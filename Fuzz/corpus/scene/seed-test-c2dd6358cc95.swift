      struct V: View {
          let names = ["a", "b"]
          var body: some View {
              VStack { row("x", times: 2) { Text("tail") } }
          }
          @ViewBuilder
          private func row(_ title: String, times: Int = 1, @ViewBuilder trailing: () -> some View) -> some View {
              Text(title + String(times * 10))
              trailing()
          }
      }