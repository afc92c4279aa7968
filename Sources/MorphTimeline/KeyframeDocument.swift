import Foundation
import MorphCore
import MorphFrame
import MorphLayout

/// Keyframes as JSON or CSV: the format of `glassmorph keyframes` and of golden files.
///
/// JSON: `{"canvas": [w, h], "samples": [{"t": …, "elements": {key: {"frame": [x, y, w, h],
/// "cornerRadius": …, "shape": …, "opacity": …, "visibility": …, "scale": …, "press": …}}}]}`.
/// CSV: the header `t,key,x,y,width,height,cornerRadius,opacity,visibility,scale,press`, one row
/// per element per time, ordered by time then key. Keys are the glass ID, `namespace/ID` when an
/// ID repeats across namespaces, else the structural key. `opacity` is the element's content
/// opacity, `visibility` its glass; `scale` is the press scale of interactive glass (a render
/// transform about the frame's centre, not in `frame`) and `press` its light, 0…1 (Docs/Glass.md
/// §3.8).
public struct KeyframeDocument: Sendable {
  /// The canvas size in points.
  public let canvas: Size
  /// The sampled instants.
  public let frames: [FrameState]
  /// The export key of each glass key.
  public let names: [String: String]

  /// Digits after the decimal point in JSON numbers (stable text diffs).
  public static let jsonDecimals = 4.0

  /// A document of `frames` from `timeline`.
  public init(timeline: Timeline, frames: [FrameState]) {
    canvas = timeline.canvas
    self.frames = frames
    var namespaces: [String: Set<String>] = [:]
    for layout in timeline.layouts {
      for placed in layout.placedGlass {
        if let id = placed.element.id {
          namespaces[id, default: []].insert(placed.placement.namespace ?? "default")
        }
      }
    }
    var names: [String: String] = [:]
    for layout in timeline.layouts {
      for element in layout.glass {
        if let id = element.id {
          names[element.key] = (namespaces[id]?.count ?? 0) > 1 ? element.key : id
        } else {
          names[element.key] = element.key
        }
      }
    }
    self.names = names
  }

  /// The export key of a glass element.
  public func name(of frame: GlassFrame) -> String { names[frame.key] ?? frame.key }

  /// The document as JSON text (sorted keys, numbers rounded to 4 decimals).
  public var json: String {
    func number(_ value: Double) -> JSONValue {
      let scale = pow(10, Self.jsonDecimals)
      return .number((value * scale).rounded() / scale)
    }
    let samples: [JSONValue] = frames.map { frame in
      var elements: [String: JSONValue] = [:]
      for glass in frame.glass {
        elements[name(of: glass)] = .object([
          "frame": .array(
            [glass.frame.minX, glass.frame.minY, glass.frame.width, glass.frame.height].map(number)),
          "cornerRadius": number(glass.cornerRadius),
          "shape": .string(glass.shape.name),
          "opacity": number(glass.contentVisibility),
          "visibility": number(glass.visibility),
          "scale": number(glass.pressScale),
          "press": number(glass.press),
        ])
      }
      return .object(["t": number(frame.time), "elements": .object(elements)])
    }
    return JSONValue.object([
      "canvas": .array([number(canvas.width), number(canvas.height)]),
      "samples": .array(samples),
    ]).rendered() + "\n"
  }

  /// The document as CSV with the header `t,key,x,y,width,height,cornerRadius,opacity,visibility,scale,press`.
  public var csv: String {
    var lines = ["t,key,x,y,width,height,cornerRadius,opacity,visibility,scale,press"]
    for frame in frames.enumerated().sorted(by: {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }).map(\.element) {
      for glass in frame.glass.sorted(by: { name(of: $0) < name(of: $1) }) {
        let numbers = [
          glass.frame.minX, glass.frame.minY, glass.frame.width, glass.frame.height,
          glass.cornerRadius, glass.contentVisibility, glass.visibility, glass.pressScale,
          glass.press,
        ]
        lines.append(
          String(format: "%.6f", frame.time) + "," + Self.csvField(name(of: glass)) + ","
            + numbers.map { String(format: "%.6f", $0) }.joined(separator: ","))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A CSV field, quoted when it contains a comma, a quote or a line break.
  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
