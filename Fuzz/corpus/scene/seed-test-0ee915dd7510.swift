        import SwiftUI
        struct Label: View {
            var body: some View { Text(String(format: "1", 7)).glassEffect() }
        }