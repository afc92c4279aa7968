      enum Quality: String, CaseIterable { case low, high }

      struct RefreshSettings: View {
          @State private var mode: RefreshMode = .scan
          @State private var quality: Quality = .low
          var body: some View {
              VStack {
                  Picker("Mode", selection: $mode)
                  Picker("Quality", selection: $quality)
                  if mode != .scan {
                      Button("Replace") {}.buttonStyle(.glass)
                  }
                  if quality == .high {
                      Text("HD").padding().glassEffect()
                  }
              }
          }
      }