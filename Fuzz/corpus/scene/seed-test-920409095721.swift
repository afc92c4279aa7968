      protocol Themed {
          var tint: Color { get }
          func radius() -> CGFloat
      }
      extension Themed {
          var tint: Color { .blue }
          func radius() -> CGFloat { 12 }
      }
      protocol Loud: Themed {}

      struct Calm: Themed {}
      struct Alarm: Loud {
          var tint: Color { .red }
      }

      struct Swatches: View {
          var body: some View {
              VStack {
                  Text("Calm").padding()
                      .glassEffect(.regular.tint(Calm().tint), in: .rect(cornerRadius: Calm().radius()))
                  Text("Alarm").padding()
                      .glassEffect(.regular.tint(Alarm().tint), in: .rect(cornerRadius: Alarm().radius()))
              }
          }
      }