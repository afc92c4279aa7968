/// One tab of a `TabView`: its label and the tap that selects it.
public struct TabSpec: Hashable, Sendable {
  /// The tab's title (`Tab("Home", …)`, or the `.tabItem` label's text).
  public let title: String
  /// Its SF Symbol, if any.
  public let systemImage: String?
  /// Whether it is `Tab(role: .search)`: drawn as a separate glass circle at the trailing end.
  public let isSearch: Bool
  /// The tap that selects it.
  public let action: ButtonInfo

  /// Creates a tab.
  public init(title: String, systemImage: String?, isSearch: Bool, action: ButtonInfo) {
    self.title = title
    self.systemImage = systemImage
    self.isSearch = isSearch
    self.action = action
  }
}
