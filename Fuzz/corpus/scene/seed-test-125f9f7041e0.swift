      import SwiftUI
      struct Player: View {
        var body: some View { Text("Play").glassEffect(
        }
      }