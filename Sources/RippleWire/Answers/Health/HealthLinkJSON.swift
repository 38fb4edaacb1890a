#if !hasFeature(Embedded)
/// A habit linked to a health measure (`/api/v1/health`, `/api/v1/habits/{id}/health`).
public struct HealthLinkJSON: WireObject, Sendable {
  public var habitId: String
  public var habitName: String
  public var measure: String
  public var threshold: Double
  public var workoutType: String?
  public var sentence: String
  public var imported: Int

  public init(
    habitId: String, habitName: String, measure: String, threshold: Double,
    workoutType: String?, sentence: String, imported: Int
  ) {
    self.habitId = habitId
    self.habitName = habitName
    self.measure = measure
    self.threshold = threshold
    self.workoutType = workoutType
    self.sentence = sentence
    self.imported = imported
  }

  public static let wireName = "HealthLink"
  public static let wireSummary = "A habit linked to a health measure by a rule"
  public static let wireFields: [WireField<HealthLinkJSON>] = [
    WireField("habitId") { $0.habitId },
    WireField("habitName") { $0.habitName },
    WireField("measure") { $0.measure },
    WireField("threshold") { $0.threshold },
    .nullable("workoutType", "Only for workoutMinutes: that type's minutes alone") {
      $0.workoutType
    },
    WireField("sentence", "The rule in words: \"Steps ≥ 8,000\"") { $0.sentence },
    WireField("imported", "Check-ins health data brought that are still as imported") {
      $0.imported
    },
  ]
}

/// A choice of the health link form: a measure or a workout type, in words.
public struct HealthChoiceJSON: WireObject, Sendable {
  public var name: String
  public var title: String
  public var unit: String?
  public var maximum: Double?

  public init(name: String, title: String, unit: String? = nil, maximum: Double? = nil) {
    self.name = name
    self.title = title
    self.unit = unit
    self.maximum = maximum
  }

  public static let wireName = "HealthChoice"
  public static let wireSummary = "A health measure or workout type to choose"
  public static let wireFields: [WireField<HealthChoiceJSON>] = [
    WireField("name") { $0.name },
    WireField("title") { $0.title },
    .optional("unit") { $0.unit },
    .optional("maximum", "The largest threshold allowed") { $0.maximum },
  ]
}

/// `GET /api/v1/health`: the links, and the measures and workout types to choose from.
public struct HealthLinksJSON: WireObject, Sendable {
  public var links: [HealthLinkJSON]
  public var measures: [HealthChoiceJSON]
  public var workoutTypes: [HealthChoiceJSON]

  public init(
    links: [HealthLinkJSON], measures: [HealthChoiceJSON], workoutTypes: [HealthChoiceJSON]
  ) {
    self.links = links
    self.measures = measures
    self.workoutTypes = workoutTypes
  }

  public static let wireName = "HealthLinks"
  public static let wireSummary = "The habits linked to health measures, and the choices"
  public static let wireFields: [WireField<HealthLinksJSON>] = [
    WireField("links") { $0.links },
    WireField("measures") { $0.measures },
    WireField("workoutTypes") { $0.workoutTypes },
  ]
}
#endif
