import Hummingbird

/// A route that reads a JSON body, and a body it accepts (the seed of its corpus). `{habit}`,
/// `{category}` and `{goal}` in the path stand for the baseline's; `{roadmap}` in the example
/// for a roadmap the server previewed.
public struct APIRoute: Sendable {
  public var method: HTTPRequest.Method
  public var path: String
  public var example: String
}

public enum APIRoutes {
  static let draft = ##""what": "Run a 5k", "why": "To feel strong", "timelineWeeks": 8"##

  /// Every route of the API with a JSON body, but `POST /api/v1/restore/encrypted` (its file is
  /// the age target's; the server reads work factors up to 2^20, a gigabyte of scrypt) and the
  /// uploads (the backup and Loop targets). An input's first byte picks the route, so new routes
  /// go at the end.
  public static let all: [APIRoute] = [
    APIRoute(
      method: .post, path: "/api/v1/habits",
      example: ##"""
        {"name": "Read", "description": "Ten pages", "color": "#4A90D9", "icon": "book",
         "categoryId": null, "schedule": {"kind": "weekdays", "weekdays": ["mon", "wed", "fri"]},
         "measure": {"kind": "numeric", "target": 10, "unit": "pages", "targetKind": "at_least"},
         "reminders": [{"time": "21:30", "weekdays": ["mon", "wed"]}]}
        """##),
    APIRoute(
      method: .patch, path: "/api/v1/habits/{habit}",
      example: ##"{"name": "Walk far", "schedule": {"kind": "times_per_week", "times": 3}}"##),
    APIRoute(method: .put, path: "/api/v1/habits/order", example: ##"{"ids": ["{habit}"]}"##),
    APIRoute(
      method: .put, path: "/api/v1/habits/{habit}/checkins/2026-11-18?day=2026-11-18",
      example: ##"""
        {"state": "done", "note": "Before work", "mood": "great", "updatedAt": 1794992400000,
         "loggedMinute": 540}
        """##),
    APIRoute(
      method: .post, path: "/api/v1/schedules/preview",
      example: ##"{"schedule": {"kind": "every_n_days", "every": 3, "start": "2026-11-01"}}"##),
    APIRoute(
      method: .post, path: "/api/v1/categories",
      example: ##"{"name": "Mind", "color": "#7B61FF", "icon": "brain"}"##),
    APIRoute(
      method: .patch, path: "/api/v1/categories/{category}",
      example: ##"{"name": "Body", "icon": null}"##),
    APIRoute(
      method: .patch, path: "/api/v1/settings",
      example: ##"""
        {"timeZone": "Europe/Paris", "firstWeekday": "mon", "dayStartHour": 4, "theme": "dark",
         "accent": "#FF6B35", "celebrations": "subtle", "showStreaks": true, "haptics": false,
         "onboardingDone": true}
        """##),
    APIRoute(
      method: .post, path: "/api/v1/licence", example: ##"{"licence": "RIPPLE-LICENCE.e30.AAAA"}"##),
    APIRoute(
      method: .put, path: "/api/v1/plan",
      example: ##"{"tier": "premium_plus", "tierExpires": "2027-11-18"}"##),
    APIRoute(
      method: .post, path: "/api/v1/backup/encrypted",
      example: ##"{"passphrase": "a long passphrase"}"##),
    APIRoute(
      method: .post, path: "/api/v1/restore?day=2026-11-18",
      example:
        ##"{"format": "ripple-backup", "version": 1, "settings": {}, "categories": [], "habits": [], "checkIns": []}"##
    ),
    APIRoute(
      method: .post, path: "/api/v1/goals?day=2026-11-18",
      example: ##"""
        {\##(draft), "pastAttempts": {"triedBefore": true, "obstacles": ["time", "forgot"]},
         "reminderTime": "07:30", "baseline": 2}
        """##),
    APIRoute(method: .post, path: "/api/v1/goals/check", example: "{\(draft)}"),
    APIRoute(
      method: .post, path: "/api/v1/goals/preview?day=2026-11-18",
      example: ##"{\##(draft), "variant": "gentler"}"##),
    APIRoute(
      method: .post, path: "/api/v1/goals/preview/order",
      example: ##"{"roadmap": {roadmap}, "week": 3, "to": 2}"##),
    APIRoute(
      method: .post, path: "/api/v1/goals/preview/edits",
      example: ##"{"roadmap": {roadmap}, "edits": [{"week": 2, "action": "Walk 15 minutes"}]}"##),
    APIRoute(
      method: .post, path: "/api/v1/goals/{goal}/moves?day=2026-11-18",
      example:
        ##"{"move": "pause", "pauseMode": "vacation", "resumeDay": "2026-12-01", "revision": 1}"##
    ),
    APIRoute(
      method: .post, path: "/api/v1/goals/{goal}/recalibration?day=2026-11-18",
      example: ##"{"basedOnVersion": 1}"##),
    APIRoute(
      method: .patch, path: "/api/v1/goals/{goal}/stages/2?day=2026-11-18",
      example: ##"{"name": "Jog", "action": "Jog 10 minutes", "criterion": 3, "week": 3}"##),
    APIRoute(
      method: .post, path: "/api/v1/goals/{goal}/reflections?day=2026-11-18",
      example: ##"{"worked": "Mornings", "hard": "Rainy days", "stage": 0}"##),
    APIRoute(
      method: .post, path: "/api/v1/push/subscriptions",
      example: ##"""
        {"endpoint": "https://push.example.com/send/abc", "expirationTime": null,
         "keys": {"p256dh": "BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A",
                  "auth": "AAECAwQFBgcICQoLDA0ODw"}}
        """##),
    APIRoute(
      method: .delete, path: "/api/v1/push/subscriptions",
      example: ##"{"endpoint": "https://push.example.com/send/abc"}"##),
    APIRoute(
      method: .patch, path: "/api/v1/notifications/preferences",
      example: ##"""
        {"enabled": true, "habitReminders": true, "streakReminder": true,
         "streakReminderTime": "20:00", "milestones": false, "motivation": true,
         "weeklySummary": true}
        """##),
    APIRoute(
      method: .post, path: "/api/v1/notifications/snooze",
      example: ##"{"habitId": "{habit}", "reminderTime": "21:30"}"##),
    APIRoute(
      method: .post, path: "/api/v1/auth/register",
      example:
        ##"{"email": "new@example.com", "password": "another long secret", "inviteCode": null}"##
    ),
    APIRoute(
      method: .post, path: "/api/v1/auth/sign-in",
      example: ##"{"email": "fuzz@example.com", "password": "correct horse battery"}"##),
    APIRoute(
      method: .post, path: "/api/v1/auth/token",
      example:
        ##"{"grantType": "password", "email": "fuzz@example.com", "password": "correct horse battery"}"##
    ),
    APIRoute(method: .patch, path: "/api/v1/me", example: ##"{"timeZone": "Asia/Tokyo"}"##),
    APIRoute(
      method: .delete, path: "/api/v1/me", example: ##"{"password": "correct horse battery"}"##),
    APIRoute(
      method: .post, path: "/api/v1/me/password",
      example:
        ##"{"currentPassword": "correct horse battery", "newPassword": "a new long secret"}"##
    ),
    APIRoute(
      method: .post, path: "/api/v1/me/tokens", example: ##"{"name": "Widget", "scope": "widget"}"##
    ),
  ]
}
