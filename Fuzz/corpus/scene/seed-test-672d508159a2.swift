      import SwiftUI
      struct Tabs: View {
          let names = ["Popular", "Latest"]
          var body: some View {
              let options = [NSLocalizedString("HOME", comment: "The first tab")] + names
              HStack {
                  ForEach(options.indices, id: \.self) { index in
                      Text(options[index])
                  }
              }
              .padding()
              .glassEffect()
          }
      }