        import SwiftUI

        struct Button44: View {
            var body: some View {
                Image(systemName: "plus")
                    .font(.system(size: 22, weight: .bold))
                    .frame(width: 44, height: 44)
                    .glassEffect(.regular, in: .circle)
                    .padding(20)
            }
        }