      struct Stats: View {
          private var firstBig: Int {
              var found = -1
              for n in [3, 8, 12, 20, 40] {
                  guard n > 5 else { continue }
                  if n % 4 == 0 {
                      found = n
                      break
                  }
              }
              return found
          }
          private var digitCount: Int {
              var n = 123456
              var count = 0
              repeat {
                  n /= 10
                  count += 1
              } while n > 0
              return count
          }
          private var halvings: Int {
              var value = 100
              var count = 0
              while value > 10 {
                  value /= 2
                  count += 1
              }
              return count
          }
          private var odds: Int {
              var count = 0
              for n in 1...5 {
                  switch n % 2 {
                  case 0: break
                  default: count += 1
                  }
              }
              return count
          }
          var body: some View {
              Text("\(firstBig) \(digitCount) \(halvings) \(odds)")
                  .padding()
                  .glassEffect()
          }
      }