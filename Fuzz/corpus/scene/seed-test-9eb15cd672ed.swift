      import SwiftUI
      import RealityKit

      struct GameView: View {
          @State private var showControls = false

          var body: some View {
              ZStack(alignment: .bottom) {
                  RealityView { content in
                      guard let scene = try? await Entity(named: "Scene", in: gameBundle) else { return }
                      content.add(scene)
                      showControls = true
                  } placeholder: {
                      ProgressView()
                  }
                  .ignoresSafeArea()

                  if showControls {
                      HStack(spacing: 16) {
                          Image(systemName: "arrow.up")
                              .frame(width: 50, height: 50)
                              .glassEffect(.regular.interactive())
                          Image(systemName: "tornado")
                              .frame(width: 50, height: 50)
                              .glassEffect(.regular.interactive())
                      }
                      .padding()
                  }
              }
          }
      }