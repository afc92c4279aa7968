import Foundation
import MorphMotion
import MorphScene

extension MorphAnimation {
  /// Reads an animation written as in Swift — a preset name with or without its dot (`bouncy`,
  /// `.bouncy`) or an expression, with or without its leading dot (`.spring(duration: 0.4, bounce:
  /// 0.2)`, `easeInOut(duration: 0.3).delay(0.1)`). Throws the problems found, columns counted from
  /// 1 in `source`.
  public init(parsing source: String) throws(SceneLoadError) {
    let trimmed = source.trimmingCharacters(in: .whitespaces)
    if let preset = MorphAnimation.preset(named: trimmed) {
      self = preset.animation
    } else if trimmed.first?.isLetter == true {
      self = try AnimationExpression.parse("." + trimmed)
    } else {
      self = try AnimationExpression.parse(trimmed)
    }
  }
}
