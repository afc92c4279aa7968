      VStack {
                  LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { ForEach(0..<7) { _ in Color.red.frame(height: 20) } }
                  LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 0)) { Color.red }
                  LazyVGrid(columns: []) { Color.green }
              }