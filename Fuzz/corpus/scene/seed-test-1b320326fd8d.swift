      struct A: View { var body: some View { EmptyView() } }
      extension A { func helper() -> Int { 1 } }
      #Preview("Dark") { A() }