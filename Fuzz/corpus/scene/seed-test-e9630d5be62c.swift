      import SwiftUI
      struct CartFooter: View {
          @State private var isCheckingOut = false
          var body: some View {
              VStack {
                  LGButton("Checkout", style: .glassProminent) { isCheckingOut = true }
                  LGButton("Keep shopping", style: .plain) { isCheckingOut = false }
                  LGButton("Help") {}
              }
          }
      }