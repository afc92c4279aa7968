      struct Loop: View {
          var body: some View { Text("\(count(3))") }
          private func count(_ n: Int) -> Int { count(n + 1) }
      }