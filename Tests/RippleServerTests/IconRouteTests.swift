import Foundation
import HTTPTypes
import NIOCore
import RippleTestSupport
import Testing

/// `POST /api/v1/icons` and `GET /api/v1/icons/{digest}.png`: a Premium user's image becomes a
/// habit's icon; what is not an image, too large or on the free plan is refused with the field
/// and nothing kept.
@Suite struct IconRouteTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/icons")

  static func file(_ name: String) throws -> ByteBuffer {
    ByteBuffer(bytes: try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  static func typed(_ type: String) -> HTTPFields { [.contentType: type] }

  @Test func aPremiumUsersImageBecomesAHabitsIcon() async throws {
    try await TestApp.run { app in
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      let upload = try await app.send(
        .post, "/api/v1/icons", body: try Self.file("photo-rotated.jpg"),
        headers: Self.typed("image/jpeg"))
      #expect(upload.status == .created, "\(upload.text)")
      let icon = try #require(upload.json["icon"].string)
      let url = try #require(upload.json["url"].string)
      #expect(icon.hasPrefix("img:") && icon.count == 36)
      #expect(upload.json["size"].int == 128)

      let image = try await app.get(url)
      #expect(image.status == .ok)
      #expect(image.headers[.contentType] == "image/png")
      #expect(image.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
      #expect(Array(image.body.readableBytesView.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])

      let habit = try await app.createHabit(#"{"name": "Read", "icon": "\#(icon)"}"#)
      #expect(habit["icon"].string == icon)
      let again = try await app.send(
        .post, "/api/v1/icons", body: try Self.file("photo-rotated.jpg"))
      #expect(again.json["icon"].string == icon, "the same image is the same icon")
    }
  }

  @Test func whatIsNotAnImageIsRefusedNamingTheBody() async throws {
    try await TestApp.run { app in
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      for name in ["picture.svg", "notes.png", "animation.gif", "bomb.png", "truncated.png"] {
        try await app.expectError(
          .post, "/api/v1/icons", body: try Self.file(name), status: .unprocessableContent,
          code: "invalid_image", field: "body")
      }
      try await app.expectError(
        .post, "/api/v1/icons", body: try Self.file("picture.svg"),
        headers: Self.typed("image/svg+xml"), status: .unsupportedMediaType,
        code: "unsupported_media_type")
      try await app.expectError(
        .post, "/api/v1/icons", body: ByteBuffer(repeating: 0x89, count: 2 * 1024 * 1024 + 1),
        status: .contentTooLarge, code: "too_large")
      try await app.expectError(
        .get, "/api/v1/icons/\(String(repeating: "0", count: 32)).png", status: .notFound,
        code: "not_found")
      try await app.expectError(
        .get, "/api/v1/icons/..%2F..%2Fetc.png", status: .badRequest, code: "non_canonical_path")
      try await app.expectError(
        .post, "/api/v1/habits",
        json: #"{"name": "Read", "icon": "img:\#(String(repeating: "ab", count: 16))"}"#,
        status: .unprocessableContent, code: "validation_failed", field: "icon")
    }
  }

  @Test func theFreePlanIsToldWhy() async throws {
    try await TestApp.run { app in
      let refused = try await app.expectError(
        .post, "/api/v1/icons", body: try Self.file("photo.webp"), status: .forbidden,
        code: "needs_premium")
      #expect(refused.json["error"]["message"].string?.contains("Premium") == true)
      let meta = try await app.get("/api/v1/meta")
      #expect(meta.json["plan"]["customIcons"]["allowed"].bool == false)
    }
  }
}
