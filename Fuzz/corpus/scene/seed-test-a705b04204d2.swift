    import SwiftUI

    struct SelectionPill: View {
        @Environment(\.isSelected) private var isSelected
        @StateObject private var proxy: SelectionProxy

        init(proxy: SelectionProxy) {
            _proxy = StateObject(wrappedValue: proxy)
        }

        private var showsGlass: Bool { proxy.isHighlighted || isSelected }

        var body: some View {
            Text("A")
                .padding()
                .glassEffect(showsGlass ? .regular : .identity, in: .rect(cornerRadius: 5))
        }
    }