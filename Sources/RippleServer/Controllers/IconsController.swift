import Foundation
import HTTPTypes
import Hummingbird
import RippleCore
import RippleIcons
import RippleServices
import RippleStore

/// `POST /api/v1/icons` (an image of the user's own becomes an icon: Premium) and
/// `GET /api/v1/icons/{digest}.png` (an icon the user uploaded). What was uploaded is decoded,
/// cropped, scaled and encoded again (`IconImage`); only that PNG is kept and served.
struct IconsController<Repository: RippleRepository & IconRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.post(use: upload)
      .get(":file", use: image)
  }

  @Sendable func upload(_ request: Request, context: AppRequestContext) async throws -> Response {
    let now = try await calendar.now(request, context)
    if case .needsPremium(let reason) = TierLimits.canUseCustomIcons(
      tier: now.planTier, today: now.planDay)
    {
      throw APIError(.forbidden, code: .needsPremium, message: reason)
    }
    var request = request
    let body = try await request.bodyBytes(limit: IconImage.maximumSize)
    let upload = [UInt8](buffer: body)
    // Decoding an image is CPU work: it runs off the event loop, as file reading does.
    let icon: IconImage
    do {
      icon = try await FileReadingPool.shared.run { try IconImage.make(from: upload) }
    } catch let refusal as IconRefusal {
      throw APIError(
        .unprocessableContent, code: .invalidImage, message: refusal.description, field: "body")
    }
    try await repository.keepIcon(
      StoredIcon(digest: icon.digest, png: icon.png), for: context.user,
      now: calendar.clock.nowMillis())
    let json = """
      {"icon":"\(IconImage.prefix)\(icon.digest)","url":"/api/v1/icons/\(icon.digest).png",\
      "size":\(IconImage.side)}
      """
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: .created, headers: headers, body: .init(byteBuffer: ByteBuffer(string: json)))
  }

  @Sendable func image(_ request: Request, context: AppRequestContext) async throws -> Response {
    let file = context.parameters.get("file") ?? ""
    let digest = file.hasSuffix(".png") ? String(file.dropLast(4)) : ""
    guard IconImage.isDigest(digest),
      let icon = try await repository.icon(digest, for: context.user)
    else { throw APIError.notFound("No icon named \(file)") }
    var headers = HTTPFields()
    headers[.contentType] = "image/png"
    headers[.cacheControl] = "private, max-age=31536000, immutable"
    headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
    headers[HTTPField.Name("Content-Security-Policy")!] = "default-src 'none'; sandbox"
    return Response(
      status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: icon.png)))
  }
}

/// The icon routes, on a store that keeps icons (both of Ripple's do).
func addIconRoutes<Store: RippleRepository & IconRepository>(
  store: Store, clock: ServerClock, to group: RouterGroup<AppRequestContext>
) {
  IconsController(repository: store, calendar: UserCalendar(repository: store, clock: clock))
    .addRoutes(to: group)
}
