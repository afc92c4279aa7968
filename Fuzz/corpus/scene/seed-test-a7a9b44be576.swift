      import SwiftUI

      struct GlassCard: View {
          @Environment(\.colorScheme) private var colorScheme
          var body: some View {
              let policy = MaterialPolicy(level: 2)
              let header = ProfileCardView(name: "Ada")
              VStack {
                  header
                  RoundedRectangle(cornerRadius: 16)
                      .fill(policy.cardMaterial(for: colorScheme))
                      .frame(width: 120, height: 60)
                      .glassEffect(in: .rect(cornerRadius: 16))
              }
          }
      }