      import SwiftUI

      extension StatusEditor {
          struct AccessoryBar: View {
              var body: some View {
                  HStack(spacing: 12) {
                      Button { } label: { Image(systemName: "photo") }
                          .frame(width: 44, height: 44)
                          .glassEffect(.regular, in: .circle)
                      Button { } label: { Image(systemName: "at") }
                          .frame(width: 44, height: 44)
                          .glassEffect(.regular, in: .circle)
                  }
              }
          }
      }

      #Preview {
          StatusEditor.AccessoryBar()
      }