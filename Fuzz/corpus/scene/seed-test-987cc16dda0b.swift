      import SwiftUI
      struct Home: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Open") {
                      Text("Detail").padding().glassEffect()
                          .navigationBarBackButtonHidden()
                  }
                  NavigationLink("Plain") {
                      Text("Other").padding().glassEffect()
                  }
              }
          }
      }