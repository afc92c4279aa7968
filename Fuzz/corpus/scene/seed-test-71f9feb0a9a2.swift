      struct RedeemButton: View {
          @Environment(TopupModel.self) private var model
          @State private var showsCodeField = false
          var body: some View {
              VStack(spacing: 12) {
                  Button("Redeem gift code") { showsCodeField = true }
                      .buttonStyle(.glass)
                      .disabled(model.isRedeeming)
                  if showsCodeField {
                      Text("Enter the code").padding().glassEffect()
                  }
              }
          }
      }