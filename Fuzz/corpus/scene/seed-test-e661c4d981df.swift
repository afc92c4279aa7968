      import SwiftUI

      struct RewardToggle: View {
          @State private var isOn = false
          @State private var showsBadge = false

          var body: some View {
              VStack {
                  Button(isOn ? "On" : "Off") {
                      isOn.toggle()
                      if Rewards.isEnabled { showsBadge = true }
                  }
                  if showsBadge {
                      Text("Badge").padding().glassEffect()
                  }
              }
              .onChange(of: isOn) { _, _ in }
          }
      }