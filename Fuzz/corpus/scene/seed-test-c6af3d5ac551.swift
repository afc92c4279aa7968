        import SwiftUI
        extension View {
            func alignView(to: HorizontalAlignment) -> some View {
                var result: some View {
                    HStack {
                        if to != .leading { Spacer() }
                        self
                        if to != .trailing { Spacer() }
                    }
                }
                return result
            }
        }
        struct StartPill: View {
            var body: some View {
                Text("Start").padding().glassEffect().alignView(to: .1)
            }
        }