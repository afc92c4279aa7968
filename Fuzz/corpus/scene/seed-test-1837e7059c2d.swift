      import SwiftUI

      struct Swatches: View {
          var body: some View {
              HStack {
                  Text("A").glassEffect(.regular.tint(Color(.secondarySystemBackground)))
                  Text("B").glassEffect(.regular.tint(Color(uiColor: .tertiaryLabel)))
                  Text("C").glassEffect(.regular.tint(Color(UIColor.systemGray5)))
              }
          }
      }