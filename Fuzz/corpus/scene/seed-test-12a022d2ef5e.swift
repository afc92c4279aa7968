      import SwiftUI
      struct Onboarding: View {
          var body: some View {
              NavigationStack {
                  Text("Welcome")
                      .navigationDestination(isPresented: .constant(true)) {
                          Text("Step 2").padding().glassEffect()
                      }
              }
          }
      }