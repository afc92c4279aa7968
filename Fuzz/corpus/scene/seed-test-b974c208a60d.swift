      struct Row: View {
          @State private var isOn = false
          var body: some View {
              Button("Go") { isOn.toggle() }
                  .foregroundStyle(isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.red))
                  .clipShape(AnyShape(Circle()))
          }
      }