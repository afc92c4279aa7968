      import SwiftUI

      struct Pill: View {
          let selected = true
          var body: some View {
              HStack {
                  Text("All")
                      .padding()
                      .modify { view in
                          if #available(iOS 26.0, *) {
                              view.glassEffect(.clear, in: .capsule)
                          } else {
                              view.background(Capsule().fill(.gray))
                          }
                      }
                  Text("Photos")
                      .padding()
                      .if(selected) { $0.glassEffect(.regular.tint(.blue)) }
                  Text("Videos")
                      .padding()
                      .if(!selected) { $0.glassEffect() }
              }
          }
      }