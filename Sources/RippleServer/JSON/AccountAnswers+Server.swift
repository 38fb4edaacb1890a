import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

// RippleWire's answers about accounts, the server and its settings, made from what the store and
// the server hold (RippleWire sees only RippleCore), and sent as they are.

extension UserJSON {
  init(_ account: Account, timeZone: String) {
    self.init(
      id: account.id.rawValue, email: account.email, isAdmin: account.isAdmin,
      timeZone: timeZone, createdAt: account.createdAt)
  }
}

extension AccessTokenJSON {
  init(_ token: AccessToken, secret: String? = nil) {
    self.init(
      id: token.id, name: token.name, createdAt: token.createdAt, lastUsedAt: token.lastUsedAt,
      scope: token.scope.rawValue, token: secret, habits: token.habits?.map(\.rawValue))
  }
}

extension LicenceStatusJSON {
  init(tier: Tier, licences: [LicenceClaims], today: Day, options: PlanOptions) {
    self.init(
      tier: tier, licences: licences, today: today, plans: options.mode.rawValue,
      purchaseUrl: options.purchaseURL)
  }
}

extension MetaJSON {
  init(
    now: UserNow, activeHabits: Int, allHabits: Int, categories: Int,
    plans: PlanOptions = PlanOptions(), server: ServerInfo
  ) {
    self.init(
      settings: now.settings, today: now.today, planDay: now.planDay,
      minutesIntoDay: now.minutesIntoToday, activeHabits: activeHabits, allHabits: allHabits,
      categories: categories, plans: plans.mode.rawValue, purchaseUrl: plans.purchaseURL,
      server: server)
  }
}

extension HealthJSON: ResponseEncodable {}
extension MetaJSON: ResponseEncodable {}
extension AuthStatusJSON: ResponseEncodable {}
extension UserJSON: ResponseEncodable {}
extension SignedInJSON: ResponseEncodable {}
extension TokenPairJSON: ResponseEncodable {}
extension InviteJSON: ResponseEncodable {}
extension AccessTokenJSON: ResponseEncodable {}
extension AccessTokenListJSON: ResponseEncodable {}
extension LicenceStatusJSON: ResponseEncodable {}
extension AppLockStatusJSON: ResponseEncodable {}
extension SchedulePreviewJSON: ResponseEncodable {}
extension ChangesJSON: ResponseEncodable {}
extension PushKeyJSON: ResponseEncodable {}
extension PushSubscribedJSON: ResponseEncodable {}
extension PushTestJSON: ResponseEncodable {}
extension NotificationPreferencesJSON: ResponseEncodable {}
extension CalendarTokenJSON: ResponseEncodable {}
extension CalendarFeedStatusJSON: ResponseEncodable {}
extension SnoozeJSON: ResponseEncodable {}
