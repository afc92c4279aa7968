import Observation

@Observable
final class ShelfModel {
  var items: [String] = ["Oats", "Rice", "Beans"]
  var isOpen = false
}
