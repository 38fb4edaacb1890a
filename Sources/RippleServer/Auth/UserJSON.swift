import Hummingbird
import RippleStore

/// An account as the API shows it (never its password hash).
struct UserJSON: ResponseEncodable, Equatable {
  var id: String
  var email: String
  var isAdmin: Bool
  /// From the user's settings: the one place the time zone is kept.
  var timeZone: String
  /// Milliseconds since 1970, as every timestamp of the API.
  var createdAt: Int64

  init(_ account: Account, timeZone: String) {
    id = account.id.rawValue
    email = account.email
    isAdmin = account.isAdmin
    self.timeZone = timeZone
    createdAt = account.createdAt
  }
}

/// `{"user": …}`, the answer of register and sign-in.
struct SignedInJSON: ResponseEncodable {
  var user: UserJSON
}
