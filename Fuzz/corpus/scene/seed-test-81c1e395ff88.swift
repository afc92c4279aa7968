      import SwiftUI

      struct Field: View {
          @Binding var text: String
          var limit: Int = 130

          var body: some View {
              Text("\(text.count) of \(limit)").padding().glassEffect()
          }
      }

      extension Field {
          init(text: Binding<String?>, limit: Int = 90) {
              self.init(
                  text: Binding(get: { text.wrappedValue ?? "" }, set: { text.wrappedValue = $0 }),
                  limit: limit)
          }
      }

      struct Composer: View {
          @State private var draft: String? = "Hi"
          var body: some View { Field(text: $draft, limit: 40) }
      }