      struct V: View {
          @State private var duration: CGFloat = 0
          @State private var open = false
          var body: some View {
              Button("go") { open.toggle() }
                  .frame(width: open ? 200 : 100, height: 44)
                  .glassEffect()
                  .animation(.interpolatingSpring(duration: duration, bounce: 0), value: open)
          }
      }