    import SwiftUI

    struct EditorBar: View {
        @Bindable var store: EditorStore
        @FocusState private var isTitleFocused: Bool
        var onSend: (() -> Void)?
        @State private var pending: Task<Void, Never>?

        var body: some View {
            VStack(spacing: 12) {
                if store.showsPoll {
                    Text("Poll")
                        .padding()
                        .glassEffect(.regular, in: .rect(cornerRadius: 16))
                }
                if isTitleFocused {
                    Text("Title").padding().glassEffect()
                }
                if store.isSending {
                    Text("Sending…")
                }
                HStack {
                    Toggle("Poll", isOn: $store.showsPoll)
                    Toggle("Focus", isOn: Binding(
                        get: { isTitleFocused },
                        set: { isTitleFocused = $0 }
                    ))
                    Button("Send") {
                        pending?.cancel()
                        onSend?()
                        store.isSending.toggle()
                    }
                    .buttonStyle(.glass)
                }
                .frame(width: max(0, store.availableWidth - 20))
            }
            .padding()
        }
    }