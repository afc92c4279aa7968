      import SwiftUI

      public struct StableRoundedRectangle: InsettableShape {
          public let cornerRadius: CGFloat
          private let insetAmount: CGFloat

          public init(cornerRadius: CGFloat) {
              self.cornerRadius = cornerRadius
              insetAmount = 0
          }

          private init(cornerRadius: CGFloat, insetAmount: CGFloat) {
              self.cornerRadius = cornerRadius
              self.insetAmount = insetAmount
          }

          public func path(in rect: CGRect) -> Path {
              let insetRect = rect.insetBy(dx: insetAmount, dy: insetAmount)
              let insetRadius = max(cornerRadius - insetAmount, 0)
              return RoundedRectangle(cornerRadius: insetRadius, style: .continuous).path(in: insetRect)
          }

          public func inset(by amount: CGFloat) -> StableRoundedRectangle {
              StableRoundedRectangle(cornerRadius: cornerRadius, insetAmount: insetAmount + amount)
          }
      }

      struct NowPlayingCard: View {
          var body: some View {
              Text("Now Playing")
                  .padding(20)
                  .glassEffect(.regular, in: StableRoundedRectangle(cornerRadius: 22))
                  .overlay {
                      StableRoundedRectangle(cornerRadius: 22).stroke(.white.opacity(0.2), lineWidth: 1)
                  }
          }
      }