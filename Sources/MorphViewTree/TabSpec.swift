/// One tab of a `TabView`: its label and the tap that selects it.
package struct TabSpec: Hashable, Sendable {
  /// The tab's title (`Tab("Home", …)`, or the `.tabItem` label's text).
  package let title: String
  /// Its SF Symbol, if any.
  package let systemImage: String?
  /// Whether it is `Tab(role: .search)`: drawn as a separate glass circle at the trailing end.
  package let isSearch: Bool
  /// The tap that selects it.
  package let action: ButtonInfo

  /// Creates a tab.
  package init(title: String, systemImage: String?, isSearch: Bool, action: ButtonInfo) {
    self.title = title
    self.systemImage = systemImage
    self.isSearch = isSearch
    self.action = action
  }
}
