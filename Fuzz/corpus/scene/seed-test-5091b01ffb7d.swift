      import SwiftUI
      enum Route: Hashable { case search }
      struct HomeSheet: View {
          @Environment(HomeModel.self) private var model
          @State private var path: [Route] = []
          var body: some View {
              VStack {
                  Button("Search") { path.append(.search) }
                  if model.hasRecents {
                      Text("Recent stops").padding().glassEffect(.regular, in: .rect(cornerRadius: 16))
                  }
              }
          }
      }