        import SwiftUI

        struct Bar: View {
            var body: some View {
                HStack {
                    Text("Chip")
                        .frame(width: 80, height: 36)
                        .glassEffect(.regular.tint(.blue), in: .capsule)
                    Spacer()
                }
                .padding(8)
                .frame(width: 240, height: 52)
                .glassEffect(.regular, in: .capsule)
                .padding(20)
            }
        }