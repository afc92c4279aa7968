      struct UpgradeButton: View {
          @Environment(ServiceModel.self) private var vm
          @State private var showsPlans = false
          var body: some View {
              let noUpgrades = vm.service != nil && vm.packages.isEmpty
              VStack {
                  Button("Change plan") { showsPlans = true }
                      .buttonStyle(.glassProminent)
                      .disabled(vm.isBusy || noUpgrades)
                  if showsPlans {
                      Text("Plans").padding().glassEffect()
                  }
              }
          }
      }