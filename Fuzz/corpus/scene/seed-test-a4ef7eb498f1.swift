          import SwiftUI
          struct Swatch: View {
              var body: some View {
                  Color.blue.frame(width: 200, height: 200)
                      .frame(width: 100, height: 100)1
                      .frame(maxWidth: .infinity, maxHeight: .infinity)
                      .background(Color.white)
              }
          }