import RippleCore
import RippleServices
import RippleStore

/// `ripple done|skip|no|undo --json`: what is stored for the day now, whether the write applied,
/// the habit's card, what the engine celebrates, the perfect-days streak and the line to show.
struct CheckInJSON: Encodable {
  var day: String
  var applied: Bool
  var checkIn: CheckInDTO?
  var card: CardJSON
  var celebration: CelebrationJSON
  var perfectDays: StreakJSON
  var message: String

  init(_ result: CheckInResult, settings: Settings) {
    day = result.day.text
    applied = result.write.applied
    checkIn = result.write.current.map(CheckInDTO.init)
    card = CardJSON(result.card, settings: settings)
    celebration = CelebrationJSON(result.celebration)
    perfectDays = StreakJSON(result.perfectDays)
    message = result.message
  }
}
