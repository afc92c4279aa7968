    import SwiftUI

    struct Pill: View {
      @State private var wide = false
      @Environment(\.colorScheme) private var scheme

      var body: some View {
        VStack {
          Color.clear
            .frame(width: wide ? 200 : 100, height: scheme == .dark ? 120 : 100)
            .glassEffect(.regular, in: .rect(cornerRadius: 20))
          Text("Hello, world").font(.body)
        }
      }
    }