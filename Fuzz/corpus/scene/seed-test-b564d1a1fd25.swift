    import SwiftUI

    struct Rings: View {
        var body: some View {
            VStack(spacing: 60) {
                Circle()
                    .stroke(.white, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                    .frame(width: 120, height: 120)
                RoundedRectangle(cornerRadius: 20)
                    .strokeBorder(Color.white, lineWidth: 4)
                    .frame(width: 200, height: 80)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.black)
        }
    }