import SwiftUI

/// A download panel: a compact glass capsule with a progress bar expands into a card with a title,
/// labels and a cancel button. Text-bearing glass for checking text layout.
struct DownloadPanel: View {
    @State private var isExpanded = false
    @State private var progress = 0.35
    @Namespace private var panel

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            if isExpanded {
                VStack(alignment: .leading, spacing: 10) {
                    Label("Liquid Glass.mov", systemImage: "film")
                        .font(.headline)
                    ProgressView(value: progress)
                    HStack {
                        Text("\(Int(progress * 100))% of 2.4 GB")
                            .font(.caption)
                        Spacer()
                        Button("Cancel") {
                            withAnimation(.snappy) {
                                isExpanded = false
                                progress = 0
                            }
                        }
                        .font(.caption)
                    }
                }
                .padding(18)
                .frame(width: 300)
                .glassEffect(.regular, in: .rect(cornerRadius: 24))
                .glassEffectID("download", in: panel)
            } else {
                Button {
                    withAnimation(.snappy) {
                        isExpanded = true
                        progress += 0.25
                    }
                } label: {
                    HStack(spacing: 8) {
                        Image(systemName: "arrow.down.circle")
                        ProgressView(value: progress)
                            .frame(width: 60)
                    }
                    .padding(.horizontal, 14)
                    .frame(height: 44)
                }
                .glassEffect()
                .glassEffectID("download", in: panel)
            }
        }
    }
}

#Preview {
    DownloadPanel()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.orange.gradient)
}
