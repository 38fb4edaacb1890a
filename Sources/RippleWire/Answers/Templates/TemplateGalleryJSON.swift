#if !hasFeature(Embedded)
import RippleCore

/// The template gallery: `GET /api/v1/templates` and `ripple templates --json`.
public struct TemplateGalleryJSON: WireObject, Sendable {
  public var areas: [(area: LifeArea, templates: [HabitTemplate])]

  public init(_ areas: [(area: LifeArea, templates: [HabitTemplate])]) { self.areas = areas }

  public static let wireName = "TemplateGallery"
  public static let wireSummary = "Habit templates to start from, by area of life"
  public static let wireFields: [WireField<TemplateGalleryJSON>] = [
    WireField("areas") { $0.areas.map { TemplateAreaJSON(area: $0.area, templates: $0.templates) } }
  ]
}

/// One area of life in the gallery, with its templates.
public struct TemplateAreaJSON: WireObject, Sendable {
  public var area: LifeArea
  public var templates: [HabitTemplate]

  public static let wireName = "TemplateArea"
  public static let wireSummary = "An area of life and its templates"
  public static let wireFields: [WireField<TemplateAreaJSON>] = [
    WireField("area", as: .words(LifeArea.self)) { $0.area.rawValue },
    WireField("title") { $0.area.title },
    WireField("templates") { $0.templates.map(HabitTemplateJSON.init) },
  ]
}

/// A template: its id and the habit it fills the form with (its description is the why).
public struct HabitTemplateJSON: WireObject, Sendable {
  public var template: HabitTemplate

  public init(_ template: HabitTemplate) { self.template = template }

  public static let wireName = "HabitTemplate"
  public static let wireSummary =
    "A habit to start from: adding it fills the habit form, nothing is stored until saved"
  public static let wireFields: [WireField<HabitTemplateJSON>] =
    [WireField("id", "Stable across releases") { $0.template.id }]
    + HabitDefinitionJSON.wireFields.map {
      $0.reading { (json: HabitTemplateJSON) in HabitDefinitionJSON(json.template.definition) }
    }
}
#endif
