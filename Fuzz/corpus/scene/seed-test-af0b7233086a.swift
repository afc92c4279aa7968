      struct V: View {
          @State private var on = false
          @State private var n = 2
          var body: some View {
              if on { Text("on") } else if n > 1 { Text("big") } else { Text("small") }
              ForEach(0..<n) { i in Text(i == 0 ? "zero" : "one") }
              switch n { case 0..<2: Text("low") default: Text("high") }
          }
      }