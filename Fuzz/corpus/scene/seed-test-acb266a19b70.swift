      struct Drag: View {
          @State private var mode = .grid
          @State private var offset = CGSize(width: 30, height: 40)
          @State private var origin: CGPoint = .zero
          @State private var angle: Angle = .degrees(90)
          var body: some View {
              Text("W").padding().glassEffect()
          }
      }