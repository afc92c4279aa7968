      import SwiftUI
      struct RecentFiles: View {
          @State private var files: [String] = []
          var body: some View {
              VStack {
                  if !files.isEmpty {
                      Button("Clear") { files.removeAll() }
                          .buttonStyle(.glass)
                  }
              }
              .onAppear {
                  DispatchQueue.global(qos: .userInitiated).async {
                      let loaded = FileStore.shared.recentFiles()
                      DispatchQueue.main.async {
                          self.files = loaded
                      }
                  }
              }
          }
      }