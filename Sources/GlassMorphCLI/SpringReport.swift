import Foundation
import GlassMorph

/// Formats a `SpringRequest`'s measurements: a readable summary, a comparison table, CSV or JSON.
struct SpringReport {
  let request: SpringRequest

  init(_ request: SpringRequest) {
    self.request = request
  }

  /// The text printed on standard output.
  var text: String {
    switch request.format {
    case .csv: return csv
    case .json: return json
    case .summary:
      var text = request.subjects.count == 1 ? summary(request.subjects[0]) : table
      if let times = request.sampleTimes { text += "\n" + sampleTable(times) }
      return text
    }
  }

  // MARK: Summary

  private func summary(_ subject: SpringRequest.Subject) -> String {
    let profile = subject.profile
    var rows: [(String, String)] = []
    if let spring = subject.spring {
      rows.append(("duration / bounce", "\(seconds(spring.duration)) / \(number(spring.bounce))"))
      rows.append(
        ("response / damping ratio", "\(seconds(spring.response)) / \(number(spring.dampingRatio))")
      )
      rows.append(
        (
          "mass / stiffness / damping",
          "\(number(spring.mass)) / \(number(spring.stiffness)) / \(number(spring.damping))"
        ))
      rows.append(("settlingDuration (SwiftUI)", seconds(spring.settlingDuration)))
    }
    rows.append(
      (
        "within 0.1 % for good",
        profile.settledTime.map(seconds) ?? "not within \(seconds(profile.horizon))"
      ))
    rows.append(("peak overshoot", overshootText(profile)))
    rows.append(
      (
        "reaches 50 % / 90 % / 99 %",
        profile.reachTimes.map { $0.time.map(seconds) ?? "never" }.joined(separator: " / ")
      ))
    switch profile.subject {
    case .animation:
      rows.append(
        (
          "finishes (60 Hz frames)",
          profile.finishTime.map { "\(seconds($0)) (frame \(Int(($0 * 60).rounded())))" }
            ?? "never (runs for ever)"
        ))
    case .closedForm:
      break
    }
    var lines = ["\(subject.label) — \(engineName(subject))", ""]
    lines += rows.map { "  " + $0.0.padding(toLength: 30, withPad: " ", startingAt: 0) + $0.1 }
    lines += [
      "",
      "  " + Sparkline.render(profile.curve(points: Sparkline.width))
        + "  0 → \(seconds(profile.horizon))",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private func engineName(_ subject: SpringRequest.Subject) -> String {
    switch subject.profile.subject {
    case .animation(let animation, _): return animation.engineDescription
    case .closedForm: return "Spring.value closed form"
    }
  }

  private func overshootText(_ profile: MotionProfile) -> String {
    guard let time = profile.overshootTime, profile.overshoot > 0 else { return "none" }
    return String(format: "%.2f %% at %@", profile.overshoot * 100, seconds(time))
  }

  // MARK: Table

  private var table: String {
    let header = [
      "animation", "duration", "bounce", "settling", "0.1 %", "overshoot", "50 %", "90 %", "99 %",
      "finish", "curve",
    ]
    var rows: [[String]] = [header]
    for subject in request.subjects {
      let p = subject.profile
      var row: [String] = [subject.label]
      if let spring = subject.spring {
        row += [seconds(spring.duration), number(spring.bounce), seconds(spring.settlingDuration)]
      } else {
        row += ["–", "–", "–"]
      }
      row.append(p.settledTime.map(seconds) ?? "–")
      row.append(p.overshoot > 0 ? String(format: "%.2f %%", p.overshoot * 100) : "none")
      for reach in p.reachTimes { row.append(reach.time.map(seconds) ?? "–") }
      row.append(p.finishTime.map(seconds) ?? "–")
      row.append(Sparkline.render(p.curve(points: 16)))
      rows.append(row)
    }
    return Self.align(rows)
  }

  private func sampleTable(_ times: [Double]) -> String {
    var rows: [[String]] = [["t"] + request.subjects.map(\.label)]
    let columns = request.subjects.map { $0.profile.samples(at: times) }
    for (index, time) in times.enumerated() {
      rows.append(
        [String(format: "%.4f", time)] + columns.map { String(format: "%.6f", $0[index].value) })
    }
    return Self.align(rows)
  }

  private static func align(_ rows: [[String]]) -> String {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map {
        $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0)
      }
      .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n") + "\n"
  }

  // MARK: CSV and JSON

  private var csv: String {
    let times = request.sampleTimes ?? []
    let samples = request.subjects[0].profile.samples(at: times)
    var lines = ["t,value,velocity"]
    for (time, sample) in zip(times, samples) {
      lines.append(String(format: "%.6f,%.8f,%.8f", time, sample.value, sample.velocity))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var json: String {
    let objects = request.subjects.map { subject -> SpringJSON in
      SpringJSON(
        subject: subject,
        samples: request.sampleTimes.map { times in
          zip(times, subject.profile.samples(at: times)).map {
            SpringJSON.Sample(t: $0.0, value: $0.1.value, velocity: $0.1.velocity)
          }
        })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      let data =
        request.subjects.count == 1 ? try encoder.encode(objects[0]) : try encoder.encode(objects)
      return (String(data: data, encoding: .utf8) ?? "{}") + "\n"
    } catch {
      return "{}\n"
    }
  }

  // MARK: Numbers

  private func seconds(_ value: Double) -> String {
    value.isFinite ? String(format: "%.3f s", value) : "∞"
  }

  private func number(_ value: Double) -> String {
    value.isFinite ? String(format: "%.3f", value) : "∞"
  }
}
