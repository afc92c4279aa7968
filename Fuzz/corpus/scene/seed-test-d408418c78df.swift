      import SwiftUI
      struct Welcome: View {
          var body: some View {
              Color.clear.sheet(isPresented: .constant(true)) {
                  Text("Sign in").padding().glassEffect()
              }
          }
      }