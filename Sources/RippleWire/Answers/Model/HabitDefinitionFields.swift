import RippleCore

/// The members that say what a habit is, written alike for a stored habit and a template or a
/// routine file's habit: its look (name, description, colour, icon), then its plan (schedule,
/// measure, reminders).
enum HabitDefinitionFields {
  static func look<Root: HabitDefining>() -> [WireField<Root>] {
    [
      WireField("name") { $0.name },
      WireField("description") { $0.description },
      WireField("color", "#RRGGBB") { $0.color },
      WireField("icon") { $0.icon },
    ]
  }

  static func plan<Root: HabitDefining>() -> [WireField<Root>] {
    [
      WireField("schedule") { ScheduleWire($0.schedule) },
      WireField("measure") { MeasureWire($0.measure) },
      WireField("reminders") { $0.reminders.map(ReminderWire.init) },
    ]
  }
}
