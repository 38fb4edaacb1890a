import RippleCore

/// A "+1" tap (`POST /api/v1/habits/{id}/checkins/{day}/taps`): how much it adds, the name the
/// device gave it (so a tap sent again after a lost answer counts once), and when it was made.
struct TapBody: Decodable, Sendable {
  var tap: String
  var amount: Double?
  var updatedAt: Int64?

  /// The tap's name and amount (1 when left out), or a 422 naming the bad field.
  func checked() throws(APIError) -> (id: String, amount: Double) {
    guard (8...100).contains(tap.count), tap.allSatisfy(Self.allowed.contains) else {
      throw .invalid(
        "'tap' must be 8 to 100 letters, digits, '-' or '_' (a new random id per tap)",
        field: "tap")
    }
    let amount = amount ?? 1
    guard amount.isFinite, amount > 0, amount < Limits.valueCeiling else {
      throw .invalid("'amount' must be a number above 0", field: "amount")
    }
    return (tap, amount)
  }

  private static let allowed = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
}
