          import SwiftUI
          struct Account: View {
              @State private var isOpen = false
              var body: some View {
                  Button("Account") { isOpen = true }
                      .buttonStyle(.glass)
                      .1(isPresented: $isOpen) {
                          Color.clear.overlay { Text("Signed in") }
                      }
              }
          }