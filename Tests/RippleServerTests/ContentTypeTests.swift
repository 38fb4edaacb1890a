import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import RippleServer

/// An HTML form can post `text/plain`, `application/x-www-form-urlencoded` or
/// `multipart/form-data` anywhere; the API takes none of them.
@Suite struct ContentTypeTests {
  @Test(arguments: [
    "text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
  ])
  func formTypesAreRefused(type: String) async throws {
    try await TestApp.run { app in
      let backup = try await app.get("/api/v1/backup").body
      try await app.createHabit(named: "Read")
      try await app.expectError(
        .post, "/api/v1/habits", json: #"{"name": "Swim"}"#, headers: [.contentType: type],
        status: .unsupportedMediaType, code: "unsupported_media_type")
      try await app.expectError(
        .post, "/api/v1/restore", body: backup, headers: [.contentType: type],
        status: .unsupportedMediaType, code: "unsupported_media_type")
      try await app.expectError(
        .post, "/api/v1/import/loop",
        body: ByteBuffer(data: StoredZip.archive(DataRouteTests.loopExport)),
        headers: [.contentType: type], status: .unsupportedMediaType,
        code: "unsupported_media_type")
    }
  }

  @Test func aBodyWithoutAContentTypeIsRefused() async throws {
    try await TestApp.run { app in
      for uri in ["/api/v1/habits", "/api/v1/restore"] {
        let response = try await app.client.execute(
          uri: uri, method: .post, body: ByteBuffer(string: #"{"name": "Swim"}"#))
        #expect(response.status == .unsupportedMediaType)
        let reply = Reply(status: response.status, headers: response.headers, body: response.body)
        #expect(reply.json["error"]["code"].string == "unsupported_media_type")
      }
      #expect(try await app.snapshot().habits.isEmpty)
    }
  }

  @Test func jsonWithACharsetIsJSON() async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/habits", json: #"{"name": "Swim"}"#,
        headers: [.contentType: "Application/JSON; charset=utf-8"])
      #expect(reply.status == .created, "\(reply.text)")
    }
  }

  @Test(arguments: ["application/octet-stream", "application/json"])
  func aBackupUploadsAsAFileOrAsJSON(type: String) async throws {
    try await TestApp.run { app in
      try await app.createHabit(named: "Read")
      let backup = try await app.get("/api/v1/backup").body
      let reply = try await app.send(
        .post, "/api/v1/restore", body: backup, headers: [.contentType: type])
      #expect(reply.status == .ok, "\(reply.text)")
    }
  }

  @Test(arguments: [
    "application/octet-stream", "application/zip", "application/x-zip-compressed",
  ])
  func aLoopExportUploadsAsAFileOrAsAZip(type: String) async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/import/loop",
        body: ByteBuffer(data: StoredZip.archive(DataRouteTests.loopExport)),
        headers: [.contentType: type])
      #expect(reply.status == .ok, "\(reply.text)")
    }
  }

  /// A Loop `.db` file travels as SQLite's own type; the server then reads its content.
  @Test(arguments: ["application/x-sqlite3", "application/vnd.sqlite3"])
  func aLoopDatabaseMayUseSQLitesType(type: String) async throws {
    try await TestApp.run { app in
      let reply = try await app.send(
        .post, "/api/v1/import/loop", body: ByteBuffer(string: "not a database"),
        headers: [.contentType: type])
      #expect(reply.status == .unprocessableContent, "\(reply.text)")
      #expect(reply.json["error"]["code"].string == "invalid_file")
    }
  }

  @Test func aFormTypeIsRefusedEvenWithoutABody() async throws {
    try await TestApp.run { app in
      try await app.createHabit(named: "Read")
      try await app.expectError(
        .delete, "/api/v1/data", headers: [.contentType: "text/plain"],
        status: .unsupportedMediaType, code: "unsupported_media_type")
    }
  }

  @Test func writesWithoutABodyNeedNoType() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      #expect(try await app.send(.post, "/api/v1/habits/\(id)/archive").status == .ok)
      #expect(try await app.send(.delete, "/api/v1/data").status == .noContent)
    }
  }
}
