      import SwiftUI
      struct DocumentList: View {
          private let documents: [(title: String, url: String)] = [
              ("Terms of Service", "https://example.com/terms"),
              ("Privacy Policy", "https://example.com/privacy"),
          ]
          var body: some View {
              VStack {
                  ForEach(documents, id: \.title) { document in
                      Text(document.title).padding().glassEffect()
                  }
              }
          }
      }