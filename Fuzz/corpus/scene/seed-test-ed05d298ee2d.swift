        import SwiftUI
        struct Card: View {
            var body: some View {
                Circle().fill(.ultraThinMaterial).frame(width: 100, height: 100)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.black)
            }
        }