      struct FloatingBar: View {
          let margin = EdgeInsets(top: 8, leading: 12, bottom: 0, trailing: 12)
          let tight = EdgeInsets(top: 4)

          var body: some View {
              GeometryReader { proxy in
                  VStack {
                      Text("\(Int(proxy.safeAreaInsets.top)) above")
                      Text("\(Int(proxy.safeAreaInsets.bottom + margin.top)) below")
                      Text("\(Int(margin.leading + tight.trailing + tight.top)) pt")
                  }
                  .padding(.bottom, proxy.safeAreaInsets.bottom)
                  .glassEffect()
              }
          }
      }