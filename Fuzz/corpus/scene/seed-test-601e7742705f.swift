      struct Meter: View {
          @State private var level = 0 {
              didSet { if level > 3 { level = 3 } }
          }
          var body: some View {
              Button("Up") { level += 2 }
                  .frame(width: CGFloat(40 + level * 20), height: 40)
                  .glassEffect()
          }
      }