      struct Ratio: View {
          let a: Int
          let b: Int
          var body: some View { Text("\(gcd(a, b))").glassEffect() }
          private func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
      }