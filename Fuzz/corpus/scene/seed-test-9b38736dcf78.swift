      import SwiftUI

      struct ConversationHeader: View {
          let coordinator: FocusCoordinator
          let settings: AppSettings
          @State private var isEditing = false
          @State private var themeChanges = 0
          @Namespace private var header

          var body: some View {
              GlassEffectContainer {
                  if isEditing {
                      TextField("Name", text: .constant(""))
                          .padding()
                          .glassEffect(in: .rect(cornerRadius: 24))
                          .glassEffectID("editor", in: header)
                  } else {
                      Button("Untitled") { coordinator.moveFocus(to: .name) }
                          .padding()
                          .glassEffect()
                          .glassEffectID("info", in: header)
                  }
              }
              .onChange(of: coordinator.currentFocus) { _, focus in
                  withAnimation(.bouncy) { isEditing = focus == .name }
              }
              .onChange(of: settings.theme) { themeChanges += 1 }
          }
      }