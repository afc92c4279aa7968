      import SwiftUI
      struct Badge: View {
          private let iconSize: CGSize = .init(width: 24, height: 30)
          private let inset: CGFloat = .zero
          var isLoading: Binding<Bool> = .constant(false)
          var body: some View {
              VStack(spacing: .zero) {
                  if isLoading.wrappedValue {
                      Text("Loading")
                  }
                  Color.red.frame(width: iconSize.width, height: iconSize.height)
                  Color.blue.frame(width: 10 + inset, height: 20).frame(height: nil)
              }
              .glassEffect()
          }
      }