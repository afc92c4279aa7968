      import SwiftUI

      struct SidebarList: View {
          @Bindable var session: LibrarySession

          var body: some View {
              VStack {
                  ForEach(session.kinds) { kind in
                      Text(kind.title).padding().glassEffect()
                  }
                  if !session.queue.isEmpty {
                      Text("Queue").glassEffect()
                  }
              }
          }
      }

      #Preview {
          SidebarList(session: .init(service: PreviewService()))
      }