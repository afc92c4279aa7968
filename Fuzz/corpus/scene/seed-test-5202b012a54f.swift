      import SwiftUI

      enum MediaKind: String, CaseIterable, Identifiable {
          case video, book
          var id: String { rawValue }
      }

      struct StatsCard: View {
          let opened: Int? = 12
          let skipped: Int? = nil
          @State private var kind: MediaKind?

          var body: some View {
              VStack {
                  Picker("Media", selection: $kind) {
                      Text("All").tag(MediaKind?.none)
                      ForEach(MediaKind.allCases) { Text($0.rawValue).tag(Optional($0)) }
                  }
                  .pickerStyle(.segmented)
                  Text(opened.map { "\($0) opened" } ?? "—").padding().glassEffect()
                  Text(skipped.map { "\($0) skipped" } ?? "none skipped").padding().glassEffect()
              }
          }
      }