import RippleStore

/// `POST /goals/{id}/regenerate`'s optional body: the roadmap a device planned (a private
/// account's), in the shape the preview sends it.
struct RegenerateInput: Decodable, Sendable {
  var roadmap: RoadmapDTO?
}
