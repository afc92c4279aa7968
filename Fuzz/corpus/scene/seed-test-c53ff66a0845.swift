      import SwiftUI
      struct Pulse: View {
          @State private var isExpanded = false
          var body: some View {
              Circle()
                  .frame(width: isExpanded ? 120 : 60, height: isExpanded ? 120 : 60)
                  .glassEffect()
                  .task {
                      while !Task.isCancelled {
                          try? await Task.sleep(for: .seconds(1.5))
                          isExpanded.toggle()
                      }
                  }
          }
      }