      import SwiftUI

      struct Meter: View {
          let columns: Int = 7 / 2

          var body: some View {
              VStack {
                  Text("Level")
                      .frame(width: 10 / 4 * 40, height: 44)
                      .glassEffect(.regular.tint(Color(red: 2 / 255, green: 113 / 255, blue: 1)))
                  HStack {
                      ForEach(0..<columns, id: \.self) { index in
                          Text("\(index)").padding().glassEffect()
                      }
                  }
              }
          }
      }