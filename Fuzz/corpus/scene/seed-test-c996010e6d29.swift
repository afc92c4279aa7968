      import SwiftUI

      extension Color {
          static let textPrimary = Color(red: 0.14, green: 0.13, blue: 0.12)
          static var brand: Color { Color(red: 0.2, green: 0.4, blue: 0.9) }
      }

      extension CGFloat {
          static let cardPadding: CGFloat = 20
          static let chipSize: CGFloat = 40
      }

      struct TokenCard: View {
          var body: some View {
              VStack(spacing: 12) {
                  Text("Title")
                      .foregroundStyle(.textPrimary)
                      .frame(width: .chipSize, height: CGFloat.chipSize)
                      .padding(.cardPadding)
                      .glassEffect(.regular.tint(Color.brand))
                  Text("Body")
                      .foregroundStyle(Color.textPrimary)
                      .frame(width: 40, height: 40)
                      .padding(CGFloat.cardPadding)
                      .glassEffect(.regular.tint(.brand))
              }
          }
      }