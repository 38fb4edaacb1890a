/// A well-made habit to start from: a complete definition (its description is the one-line why)
/// in an area of life. Adding one fills the habit form; nothing is stored until it is saved.
public struct HabitTemplate: Hashable, Sendable, Identifiable {
  /// Stable across releases (`drink-water`), so a link or a script can name one.
  public var id: String
  public var area: LifeArea
  public var definition: HabitDefinition

  public init(id: String, area: LifeArea, definition: HabitDefinition) {
    self.id = id
    self.area = area
    self.definition = definition
  }
}
