      struct Spin: View {
          private var spins: Int {
              var n = 0
              while true {
                  repeat {
                      while n >= 0 { n += 1 }
                  } while true
              }
              return n
          }
          var body: some View {
              Text("\1").padding().glassEffect()
          }
      }