      import SwiftUI

      struct Checkout: View {
          @State private var showsReceipt = false
          var body: some View {
              NavigationStack {
                  Button("Pay") { showsReceipt = true }
                      .buttonStyle(.glassProminent)
                      .navigationDestination(isPresented: $showsReceipt) {
                          Text("Paid").padding().glassEffect(.regular.tint(.green))
                      }
              }
          }
      }