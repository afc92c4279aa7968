      extension Button {
          func glassEffect(size: CGSize = CGSize(width: 40, height: 40)) -> some View {
              self.background {
                  Color.white.opacity(0.001).frame(width: size.width, height: size.height)
                      .glassEffect(.regular, in: .rect(cornerRadius: size.height / 2))
              }
          }
      }

      struct Bar: View {
          var body: some View {
              HStack(spacing: 20) {
                  Button {} label: { Image(systemName: "star") }
                      .glassEffect(size: CGSize(width: 44, height: 44))
                  Button {} label: { Image(systemName: "heart") }
                      .glassEffect()
              }
          }
      }