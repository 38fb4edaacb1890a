#if !hasFeature(Embedded)
/// `GET /api/v1/push/key`: the server's VAPID public key, to subscribe with.
public struct PushKeyJSON: WireObject, Sendable {
  public var publicKey: String

  public init(publicKey: String) { self.publicKey = publicKey }

  public static let wireName = "PushKey"
  public static let wireSummary = "The server's VAPID public key (uncompressed P-256, base64url)"
  public static let wireFields: [WireField<PushKeyJSON>] = [
    WireField("publicKey") { $0.publicKey }
  ]
}

/// `POST /api/v1/push/subscriptions`: the endpoint of the subscription just stored.
public struct PushSubscribedJSON: WireObject, Sendable {
  public var endpoint: String

  public init(endpoint: String) { self.endpoint = endpoint }

  public static let wireName = "PushSubscribed"
  public static let wireSummary = "The endpoint of the push subscription just stored"
  public static let wireFields: [WireField<PushSubscribedJSON>] = [
    WireField("endpoint") { $0.endpoint }
  ]
}

/// `POST /api/v1/push/test`: how many subscriptions took the test notification.
public struct PushTestJSON: WireObject, Sendable {
  public var delivered: Int

  public init(delivered: Int) { self.delivered = delivered }

  public static let wireName = "PushTest"
  public static let wireSummary = "How many of the user's subscriptions took the test notification"
  public static let wireFields: [WireField<PushTestJSON>] = [
    WireField("delivered") { $0.delivered }
  ]
}
#endif
