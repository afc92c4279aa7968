      import SwiftUI

      struct Dashboard: View {
          @Environment(\.horizontalSizeClass) private var widthClass
          @Environment(\.verticalSizeClass) private var heightClass
          @Environment(\.scenePhase) private var phase
          @Environment(\.pixelLength) private var pixel

          var body: some View {
              VStack {
                  if widthClass == .compact && heightClass == .regular {
                      Text("Stacked").padding().glassEffect()
                  } else {
                      Text("Side by side")
                  }
                  if phase != .active {
                      Text("Paused")
                  }
                  Color.blue.frame(width: 36, height: pixel * 3)
              }
          }
      }