        import SwiftUI

        struct Badge: View {
            var body: some View {
                HStack {
                    Image(systemName: "heart.circle.fill")
                    Image(systemName: "star")
                }
            }
        }