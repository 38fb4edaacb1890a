import RippleStore

/// The bytes a zip may expand to, counted as they are inflated (a zip's headers can lie).
struct LoopExtractionBudget {
  var limit: Int
  private(set) var spent = 0

  init(limit: Int) {
    self.limit = limit
  }

  mutating func spend(_ count: Int) throws(StoreError) {
    spent += count
    guard spent <= limit else {
      throw .fileTooLarge(
        "This zip file expands to more than \(limit / 1_048_576) MB; a Loop Habit Tracker export is far smaller"
      )
    }
  }
}
