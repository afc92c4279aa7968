/// What a drawing pass learnt of luma: the backdrop luma under each glass element it drew
/// complete, and the luma each content item on a container's flipping glass was drawn with (by
/// glass key; several when the item was drawn more than once).
struct DrawnLuma {
  let backdrop: [String: Double]
  let adapted: [String: [Double]]
}
