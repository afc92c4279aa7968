      struct SetupView: View {
          @Environment(BLEService.self) private var bleService
          @State private var isConnected = false
          @Namespace private var namespace
          var body: some View {
              GlassEffectContainer {
                  HStack {
                      Button(isConnected ? "Disconnect" : "Connect") { bleService.toggle() }
                          .buttonStyle(.glass)
                      if isConnected {
                          Image(systemName: "arrow.forward")
                              .frame(width: 44, height: 44)
                              .glassEffect(.regular.tint(.pink).interactive())
                              .glassEffectID("next", in: namespace)
                      }
                  }
              }
              .onChange(of: bleService.isPeripheralConnected) {
                  withAnimation { isConnected = bleService.isPeripheralConnected }
              }
          }
      }