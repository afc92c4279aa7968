      import SwiftUI

      extension View {
          func toast(_ message: String, isPresented: Binding<Bool>) -> some View {
              overlay(alignment: .bottom) {
                  if isPresented.wrappedValue {
                      Button(message) {
                          withAnimation(.snappy) { isPresented.wrappedValue = false }
                      }
                      .buttonStyle(.glass)
                  }
              }
          }
      }

      struct ToastScreen: View {
          @State private var showsToast = true

          var body: some View {
              Color.clear
                  .frame(width: 300, height: 200)
                  .toast("Saved", isPresented: $showsToast)
          }
      }