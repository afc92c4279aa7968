      struct GlassPanel<Content: View>: View {
          @ViewBuilder let content: () -> Content
          var body: some View {
              GlassEffectContainer { content().glassEffect(.regular, in: .rect(cornerRadius: 8)) }
          }
      }

      struct ToolGroup: View {
          var body: some View { HStack { Text("Tools") }.glassEffect() }
      }

      struct ModeSegments: View {
          @Binding var selection: Int
          var body: some View {
              HStack {
                  Button("Trim") { selection = 0 }
                      .glassEffect(selection == 0 ? .regular.tint(.blue) : .regular)
                  Button("Crop") { selection = 1 }
                      .glassEffect(selection == 1 ? .regular.tint(.blue) : .regular)
              }
          }
      }