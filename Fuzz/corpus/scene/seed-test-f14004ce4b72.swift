      import SwiftUI
      struct Card: View {
          var body: some View {
              VStack {
                  Circle().fill(.red).shadow(radius: .infinity)
                  Circle().fill(.red).shadow(radius: 4, y: .infinity)
                  Circle().fill(.red).shadow(radius: -3)
              }
          }
      }