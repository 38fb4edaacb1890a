/// Where a roadmap starts and ends against what the person asked for: the stated target (if
/// any), where they are now, what the last stage reaches, and when that falls short, advice
/// saying plainly what this timeline reaches and what the target needs.
public struct RoadmapAim: Hashable, Sendable {
  public var target: Quantity?
  public var baseline: Quantity?
  public var finish: Quantity?
  public var reachesTarget: Bool
  /// Set when `reachesTarget` is false, and for safety lines (a clinician, quit support).
  public var advice: String?
  /// One line for the top of the roadmap, with the person's "why" when they gave one.
  public var summary: String
  /// Which of the planner's alternatives this is.
  public var variant: RoadmapVariant
  /// The lines every plan of this kind carries whatever the numbers (a clinician, quit support,
  /// a dietitian), each also in `advice`.
  public var safety: [String]
  /// The weeks the target needs at this plan's pace, when that is not the weeks planned: the
  /// timeline the person may choose instead.
  public var suggestedWeeks: Int?

  public init(
    target: Quantity? = nil, baseline: Quantity? = nil, finish: Quantity? = nil,
    reachesTarget: Bool = true, advice: String? = nil, summary: String = "",
    variant: RoadmapVariant = .standard, safety: [String] = [], suggestedWeeks: Int? = nil
  ) {
    self.safety = safety
    self.suggestedWeeks = suggestedWeeks
    self.variant = variant
    self.target = target
    self.baseline = baseline
    self.finish = finish
    self.reachesTarget = reachesTarget
    self.advice = advice
    self.summary = summary
  }
}
