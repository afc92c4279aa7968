    import SwiftUI

    struct Card: View {
        var body: some View {
            VStack(spacing: 80) {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.white)
                    .frame(width: 200, height: 120)
                    .shadow(color: .black, radius: 20, x: 0, y: 30)
                Text("Glass")
                    .padding()
                    .glassEffect()
                    .shadow(color: .black, radius: 6, y: 4)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white)
        }
    }