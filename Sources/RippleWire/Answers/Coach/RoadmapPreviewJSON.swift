import RippleCore

/// `POST /goals/preview`: a roadmap, the planner that made it, and why the model's was not used
/// (when one was asked); which alternative it is, and the one "Try a different roadmap" asks next.
public struct RoadmapPreviewJSON: WireObject, Sendable {
  public var roadmap: Roadmap
  public var fallbackReason: String?
  public var endDay: Day
  /// The alternative asked for, and the one to ask next.
  public var variant: RoadmapVariant
  public var nextVariant: RoadmapVariant

  public init(
    _ roadmap: Roadmap, fallbackReason: String?, endDay: Day, variant: RoadmapVariant,
    nextVariant: RoadmapVariant
  ) {
    self.roadmap = roadmap
    self.fallbackReason = fallbackReason
    self.endDay = endDay
    self.variant = variant
    self.nextVariant = nextVariant
  }

  public static let wireName = "RoadmapPreview"
  public static let wireSummary = "A roadmap for a draft goal, and the planner that made it"
  public static let wireFields: [WireField<RoadmapPreviewJSON>] = [
    WireField("roadmap") { RoadmapWire($0.roadmap) },
    WireField("planner", "\"built-in\", or the model's (\"model:llama3\")") {
      $0.roadmap.planner.name
    },
    .optional("fallbackReason", "Why the model's roadmap was not used") { $0.fallbackReason },
    WireField("endDay", as: .day) { $0.endDay.text },
    WireField("variant", as: .named("RoadmapVariant")) { $0.variant.rawValue },
    WireField("variantLabel", "What differs in this alternative") { $0.variant.label },
    WireField("nextVariant", as: .named("RoadmapVariant")) { $0.nextVariant.rawValue },
  ]
}

/// `POST /goals/preview/order`: the previewed roadmap in its new order.
public struct PreviewOrderJSON: WireObject, Sendable {
  public var roadmap: Roadmap

  public init(_ roadmap: Roadmap) { self.roadmap = roadmap }

  public static let wireName = "PreviewOrder"
  public static let wireSummary = "A previewed roadmap with one stage moved"
  public static let wireFields: [WireField<PreviewOrderJSON>] = [
    WireField("roadmap") { RoadmapWire($0.roadmap) }
  ]
}

/// `POST /goals/preview/edits`: the previewed roadmap with the person's edits laid on.
public struct PreviewEditsJSON: WireObject, Sendable {
  /// Why a week kept its own days: "Week 3 keeps 3 of 7 days. This stage can ask 1 to 3 …".
  public struct Note: WireObject, Sendable {
    public var week: Int
    public var text: String

    public init(week: Int, text: String) {
      self.week = week
      self.text = text
    }

    public static let wireName = "PreviewEditNote"
    public static let wireSummary = "Why an edited week kept its own days"
    public static let wireFields: [WireField<Note>] = [
      WireField("week") { $0.week },
      WireField("text") { $0.text },
    ]
  }

  public var roadmap: Roadmap
  public var kept: [Int]
  public var dropped: [Int]
  public var notes: [Note]

  public init(_ roadmap: Roadmap, kept: [Int], dropped: [Int], notes: [Note]) {
    self.roadmap = roadmap
    self.kept = kept
    self.dropped = dropped
    self.notes = notes
  }

  public static let wireName = "PreviewEdits"
  public static let wireSummary = "A previewed roadmap with the person's stage edits laid on"
  public static let wireFields: [WireField<PreviewEditsJSON>] = [
    WireField("roadmap") { RoadmapWire($0.roadmap) },
    WireField("kept", "Weeks whose edit is on the roadmap") { $0.kept },
    WireField("dropped", "Of those, the weeks whose chosen days did not fit the plan") {
      $0.dropped
    },
    WireField("notes", "Why each week in `dropped` kept its own days, in words") { $0.notes },
  ]
}
