      struct Loop: View {
          var body: some View { Text("\1)") }
          private func count(_ n: Int) -> Int { count(n + 1) }
      }