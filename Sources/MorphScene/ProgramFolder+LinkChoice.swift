import MorphFrontend

extension ProgramFolder {
  /// Which program of the folder a load reads: one target's files first (`only`: with the top
  /// folder's alone), as `linked(preferring:only:)` joins them; nil stands for `linked`, every
  /// file in folder order.
  package struct LinkChoice: Hashable, Sendable {
    /// The target whose declarations win where names clash.
    let target: String
    /// Whether the other targets' files are left out.
    let only: Bool
  }

  /// The program `choice` names.
  package func program(_ choice: LinkChoice?) -> Frontend.Result {
    choice.map { linked(preferring: $0.target, only: $0.only) } ?? linked
  }

  /// The self-containing view types of the program `choice` names, found once per program
  /// however many of its views are loaded (and always of that program: the key is the choice).
  func selfContaining(of choice: LinkChoice?) -> [String: SelfContainment.Cycle] {
    cycleCache.value(
      for: choice.map { Self.linkKey(preferring: $0.target, only: $0.only) } ?? "all"
    ) {
      SelfContainment.cycles(in: program(choice).syntax)
    }
  }
}
