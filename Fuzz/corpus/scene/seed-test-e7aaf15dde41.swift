      struct Tree: View {
          @State private var showsChild = false
          var body: some View {
              VStack {
                  Button("Grow") { showsChild.toggle() }.glassEffect()
                  if showsChild { Tree() }
                  ForEach(0..<0) { _ in Tree() }
              }
              .sheet(isPresented: .constant(false)) { Tree() }
          }
      }