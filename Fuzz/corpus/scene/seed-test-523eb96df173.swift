      import SwiftUI
      struct FolderSidebar: View {
          @Environment(LibraryStore.self) private var store
          var body: some View {
              VStack {
                  ForEach(store.rootFolders) { folder in
                      Text("\(videoCount(in: folder)) videos").padding().glassEffect()
                  }
              }
          }
          private func videoCount(in folder: Folder) -> Int {
              var total = folder.videos.count
              for child in folder.children { total += videoCount(in: child) }
              return total
          }
      }