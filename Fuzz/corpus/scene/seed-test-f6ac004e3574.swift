        import SwiftUI

        enum ButtonState: Hashable { case normal, loading, disabled }

        enum ButtonType: Hashable {
            case primary(_ state: ButtonState = .normal)

            var state: ButtonState {
                switch self {
                case .primary(let state): state
                }
            }
        }

        struct PayButton: View {
            var type: ButtonType = 1
            var body: some View {
                Text("Pay").padding().glassEffect().opacity(type.state == .disabled ? 0.5 : 1)
            }
        }