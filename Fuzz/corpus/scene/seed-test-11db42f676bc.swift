      import SwiftUI
      extension Journal.Dashboard {
        var controls: some View {
          Button("Today", systemImage: "calendar") { manager.jumpToToday() }
            .buttonStyle(.glass)
        }
      }