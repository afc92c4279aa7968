      import SwiftUI
      struct Steps: View {
          var body: some View {
              NavigationStack(path: .constant([1, 2])) {
                  Text("Start")
                      .navigationDestination(for: Int.self) { step in
                          Text("Step \(step)").padding().glassEffect()
                      }
              }
          }
      }