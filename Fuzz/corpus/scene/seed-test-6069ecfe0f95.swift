      enum Size { case small, large }

      struct V: View {
          let size = Size.large
          let items = Array(repeating: "x", count: 3)
          var body: some View {
              let title = if items.count > 2 { "many" } else { "few" }
              let width: Double = switch size {
              case .small: 44
              case .large: 88
              }
              let (first, second) = ("a", "b")
              VStack {
                  Text(title)
                  Text("\(width)")
                  Text(first + second)
                  ForEach(items[1...], id: \.self) { Text($0) }
                  ForEach(Array(items[..<1]), id: \.self) { Text($0.uppercased()) }
              }
          }
      }