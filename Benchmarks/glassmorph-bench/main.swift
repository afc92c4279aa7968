// glassmorph-bench: the measurements scripts/bench.sh prints. Run in release builds only.
// Each line is a rate, and each group ends with a ratio against a peer measured in the same run.
import MorphCore
import MorphRender

// The same allocator setting as the glassmorph tool, so frames cost what they cost there.
FrameMemory.reuseLargeBuffers()
let groups = CommandLine.arguments.dropFirst()
if groups.isEmpty || groups.contains("motion") {
  for line in MotionBenchmark.run() { print(line) }
}
if groups.isEmpty || groups.contains("scene") {
  for line in SceneBenchmark.run() { print(line) }
  for line in AppFileBenchmark.run() { print(line) }
  for line in InputGrowthBenchmark.run() { print(line) }
}
if groups.isEmpty || groups.contains("layout") {
  for line in LayoutBenchmark.run() { print(line) }
}
if groups.isEmpty || groups.contains("timeline") {
  for line in TimelineBenchmark.run() { print(line) }
}
if groups.isEmpty || groups.contains("render") {
  // `render bytes` measures only the 8-bit frames, `render bytes one` them on one thread (for a
  // profile).
  if groups.contains("one") { Parallel.threadLimit = 1 }
  for line in RenderBenchmark.run(bytesOnly: groups.contains("bytes")) { print(line) }
}
if groups.contains("scaling") {
  // `scaling COUNT SCALE` runs one configuration (for a profile).
  let numbers = groups.compactMap { Double($0) }
  let lines =
    numbers.count == 2
    ? ScalingBenchmark.run(counts: [Int(numbers[0])], scales: [numbers[1]])
    : ScalingBenchmark.run()
  for line in lines { print(line) }
}
if groups.contains("frames") {
  // `frames SCENE.swift…`: each scene's video frames drawn without encoding.
  let paths = groups.filter { $0.hasSuffix(".swift") }
  for line in SceneFramesBenchmark.run(paths: paths) { print(line) }
}
if groups.contains("video") {
  for line in VideoBenchmark.run() { print(line) }
}
