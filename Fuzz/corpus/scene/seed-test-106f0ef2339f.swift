      import SwiftUI

      struct Counter: View {
          @State private var count = 0 {
              didSet { isWide = count >= 2 }
          }
          @State private var isWide = false
          @State private var label = "none" {
              willSet { history = label + ">" + newValue }
          }
          @State private var history = ""

          var body: some View {
              Button("Add") {
                  withAnimation(.snappy) {
                      if count < 2 { count += 1 }
                      label = "n\(count)"
                  }
              }
              .frame(width: isWide ? 200 : 100, height: 44)
              .glassEffect()
          }
      }