      struct PillStyle: ButtonStyle {
          private var shape: BackgroundShape
          private var tint: Color?
          init(shape: BackgroundShape = .roundedRect(cornerRadius: 16)) { self.shape = shape }
          func tint(_ tint: Color?) -> Self {
              var copy = self
              copy.tint = tint
              return copy
          }
          func makeBody(configuration: Configuration) -> some View {
              switch shape {
              case .roundedRect(let cornerRadius):
                  configuration.label.padding(12)
                      .glassEffect(.regular.tint(tint), in: .rect(cornerRadius: cornerRadius))
              case .capsule:
                  configuration.label.padding(12).glassEffect(.regular.tint(tint))
              }
          }
      }

      struct Bar: View {
          var body: some View {
              Button("Save") {}.buttonStyle(PillStyle().tint(.blue))
          }
      }