      struct Loader: View {
          let viewModel: LoaderModel
          var body: some View {
              switch viewModel.state {
              case .loading: ProgressView()
              case .loaded(let items): Text("\1 items").padding().glassEffect()
              case .failed: Text("Error")
              }
          }
      }