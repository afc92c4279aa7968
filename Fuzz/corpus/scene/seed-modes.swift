import SwiftUI

/// A recording control with three modes. An enum state machine with a computed `next` drives it;
/// `switch` picks the layout for each mode, and every mode keeps the same glass ID.
enum RecorderMode: String, CaseIterable {
    case idle
    case recording
    case paused

    var next: RecorderMode {
        switch self {
        case .idle: return .recording
        case .recording: return .paused
        case .paused: return .idle
        }
    }

    var symbol: String {
        switch self {
        case .idle: "record.circle"
        case .recording: "pause.fill"
        case .paused: "play.fill"
        }
    }
}

struct RecorderControl: View {
    @State private var mode: RecorderMode = .idle
    @Namespace private var recorder

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            HStack(spacing: 12) {
                switch mode {
                case .idle:
                    EmptyView()
                case .recording:
                    Text("00:42")
                        .font(.headline)
                        .padding(.horizontal, 16)
                        .frame(height: 52)
                        .glassEffect(.regular.tint(.red.opacity(0.7)))
                        .glassEffectID("timer", in: recorder)
                case .paused:
                    Button {
                        withAnimation(.smooth) { mode = .idle }
                    } label: {
                        Image(systemName: "stop.fill")
                            .frame(width: 52, height: 52)
                    }
                    .glassEffect(in: .circle)
                    .glassEffectID("stop", in: recorder)
                    Text("Paused")
                        .font(.headline)
                        .padding(.horizontal, 16)
                        .frame(height: 52)
                        .glassEffect()
                        .glassEffectID("timer", in: recorder)
                }

                Button {
                    withAnimation(.snappy(duration: 0.4)) {
                        mode = mode.next
                    }
                } label: {
                    Image(systemName: mode.symbol)
                        .font(.title2)
                        .frame(width: 64, height: 64)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                .glassEffectID("main", in: recorder)
            }
        }
    }
}

#Preview {
    RecorderControl()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
}
