import MorphCore

/// Light (Docs/Glass.md §3.5, §3.8): the press glow from the touch point and the specular
/// lobes along the outline.
extension GlassMaterial {
  /// Press (§3.8): the face brightens and glows from the touch point (the element's centre).
  @inline(__always)
  static func press(
    _ colour: inout Channels, field: FieldLanes, shape: Shape, style: GlassStyle, xs: Lanes,
    row: Float
  ) {
    guard any(field.press .> 0) else { return }
    let longest = Float(max(shape.rect.width, shape.rect.height))
    let dx = xs - Float(shape.rect.midX)
    let dy = row - Float(shape.rect.midY)
    let reach = max(longest * Float(style.pressGlowRadius) / 2, 1)
    var glow = 1 - (dx * dx + dy * dy).squareRoot() / reach
    glow.replace(with: 0, where: glow .< 0)
    var lift = (Float(style.pressBrightening) + Float(style.pressGlow) * glow) * field.press
    lift.replace(with: 1, where: lift .> 1)
    lift.replace(with: 0, where: .!(field.press .> 0))
    colour.r += (1 - colour.r) * lift
    colour.g += (1 - colour.g) * lift
    colour.b += (1 - colour.b) * lift
  }

  /// Specular (§3.5): two lobes on the vertical light axis within `points` of the outline,
  /// brightening the face colour; then Increase Contrast's border in the label colour.
  @inline(__always)
  static func light(
    _ colour: inout Channels, field: FieldLanes, points: Lanes, style: GlassStyle
  ) {
    let visibility = field.visibility
    let lobes = Float(max(style.specularWidth, style.specularSoftWidth))
    let lit = points .< lobes
    if any(lit) {
      var facing = 1 - field.nx.replacing(with: -field.nx, where: field.nx .< 0)
      facing.replace(with: 0, where: .!lit)
      var sharpLobe = 1 - points / Float(style.specularWidth)
      sharpLobe.replace(with: 0, where: sharpLobe .< 0)
      sharpLobe.replace(with: 1, where: sharpLobe .> 1)
      var softLobe = 1 - points / Float(style.specularSoftWidth)
      softLobe.replace(with: 0, where: softLobe .< 0)
      softLobe.replace(with: 1, where: softLobe .> 1)
      let falloff = sharpLobe + Float(style.specularSoftWeight) * softLobe
      let side = Lanes(repeating: Float(style.specularBottom)).replacing(
        with: 1, where: field.ny .< 0)
      var light = Float(style.specularStrength) * facing * falloff * side * visibility
      light.replace(with: 1, where: light .> 1)
      colour.r += (1 - colour.r) * light
      colour.g += (1 - colour.g) * light
      colour.b += (1 - colour.b) * light
    }
    if style.increaseContrast {
      let border = style.contrastBorder
      var strength = Float(style.contrastBorderStrength) * visibility
      strength.replace(with: 0, where: .!(points .< Float(style.contrastBorderWidth)))
      colour.r += (border.x - colour.r) * strength
      colour.g += (border.y - colour.g) * strength
      colour.b += (border.z - colour.b) * strength
    }
  }
}
