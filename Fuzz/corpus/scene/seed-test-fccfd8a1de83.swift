    import SwiftUI

    struct PinPad: View {
        @State private var pin = ""
        private var length: Int { PinPolicy.length }

        var body: some View {
            VStack(spacing: 12) {
                Text(pin.isEmpty ? "Enter PIN" : pin)
                Button("1") { type("1") }
                    .buttonStyle(.glass)
                if !pin.isEmpty {
                    Button("Clear") { pin = "" }
                        .buttonStyle(.glassProminent)
                }
            }
        }

        private func type(_ digit: String) {
            guard pin.count < length else { return }
            pin += digit
        }
    }