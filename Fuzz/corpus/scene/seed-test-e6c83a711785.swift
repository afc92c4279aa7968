      import SwiftUI
      struct Avatar: View {
          var body: some View {
              Image(systemName: "person")
                  .frame(width: 44, height: 44)
                  .background(.bar, in: Circle())
                  .glassEffect(in: .circle)
          }
      }