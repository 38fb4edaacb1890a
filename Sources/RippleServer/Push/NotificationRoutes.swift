import Hummingbird
import RippleServices
import RippleStore

/// The routes of reminders that reach the user, for stores that keep them, and the app
/// lock's reset time, kept among the same stores' server values.
func addNotificationRoutes<Store: RippleRepository & NotificationRepository>(
  store: Store, clock: ServerClock, push: PushOptions, to api: RouterGroup<AppRequestContext>
) {
  let keys = VAPIDKeyCache(store: store)
  let scheduler = ReminderScheduler(
    repository: store, sender: PushSender(key: keys.key, options: push), clock: clock)
  let calendar = UserCalendar(repository: store, clock: clock)
  PushController(
    repository: store, scheduler: scheduler, keys: keys, clock: clock, options: push
  )
  .addRoutes(to: api.group("push"))
  NotificationsController(repository: store, calendar: calendar, clock: clock)
    .addRoutes(to: api.group("notifications"))
  CalendarFeedController(repository: store, clock: clock).addRoutes(to: api)
  AppLockController(repository: store).addRoutes(to: api.group("app-lock"))
}
