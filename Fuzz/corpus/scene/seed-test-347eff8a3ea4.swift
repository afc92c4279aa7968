    import SwiftUI

    enum HeaderKind { case navigation, modal }

    struct Header: View {
        let title: String
        var kind: HeaderKind = .navigation
        var body: some View {
            HStack {
                Text(title)
                if kind == .modal {
                    Button("Close") {}
                        .buttonStyle(.glass)
                }
            }
        }
    }

    #Preview("Navigation") {
        Header(title: "Inbox")
    }

    #Preview("Modal") {
        Header(title: "New Message", kind: .modal)
    }