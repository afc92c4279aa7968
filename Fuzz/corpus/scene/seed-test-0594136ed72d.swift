      struct R: View {
          let n: Int
          var body: some View { HStack { if n > 0 { R(n: n - 1); R(n: n - 1) } } }
      }
      struct V: View { var body: some View { R(n: 60) } }