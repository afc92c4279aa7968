      struct ActionOverlay: View {
          @Binding var request: OverlayRequest?
          var body: some View {
              ZStack {
                  if let request {
                      Button("Close") { withAnimation { self.request = nil } }
                          .frame(width: 120, height: 44)
                          .glassEffect()
                          .id(request.id)
                  }
              }
          }
      }