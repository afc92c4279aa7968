      struct Counter: View {
          private var spins: Int {
              var n = 0
              while true { n += 1 }
              return n
          }
          var body: some View { Text("\(spins)") }
      }