      struct Loader: View {
          let viewModel: LoaderModel
          var body: some View {
              switch viewModel.state {
              case .loading: ProgressView()
              case .loaded(let items): Text("\(items.count) items").padding().glassEffect()
              case .failed: Text("Error")
              }
          }
      }