      import SwiftUI

      struct Seeded: View {
          @State private var values: [Double] = [1, 2]
          var body: some View {
              Text("Seeded")
                  .glassEffect()
                  .onFirstLoad { values.first(where: { $0 > 1 }) }
                  .onURL { url in open(url) }
          }
      }