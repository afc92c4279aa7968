      import SwiftUI

      @Observable final class SizeChoice {
          var size = "S"
      }

      struct SizeRow: View {
          @State private var choice = SizeChoice()

          private var selection: Binding<String> {
              Binding { choice.size } set: { choice.size = $0 }
          }

          var body: some View {
              SizeOptions(selected: selection)
          }
      }

      struct SizeOptions: View {
          @Binding var selected: String
          private let sizes = ["S", "M", "L"]

          var body: some View {
              HStack(spacing: 12) {
                  ForEach(sizes, id: \.self) { size in
                      if selected == size {
                          Text(size)
                              .frame(width: 44, height: 44)
                              .glassEffect(.regular.tint(.blue))
                      } else {
                          Button(size) {
                              withAnimation(.snappy) { selected = size }
                          }
                          .frame(width: 44, height: 44)
                      }
                  }
              }
          }
      }