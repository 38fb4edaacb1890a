import Foundation
import NIOSSL
import Testing

@testable import RippleServer

/// Push services over TLS: the certificate must be trusted and name the endpoint's host.
@Suite struct PushTLSTests {
  /// A self-signed certificate for `localhost` (and no address), valid for a century.
  static let certificate = """
    -----BEGIN CERTIFICATE-----
    MIIBljCCATugAwIBAgIUXkZD9agOhYMyF0A2HMe/2OQUckYwCgYIKoZIzj0EAwIw
    FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNjExMzkzMloYDzIxMjYxMTAy
    MTEzOTMyWjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
    PQMBBwNCAATmN+fhdqqiaOYwla2CNsVSYcD+KWXT/6LL7xsMD9bvVWKLxogDvTpa
    UjmhJ7IfYVU3FOC+4/pFPJ+yTK7xxxPto2kwZzAdBgNVHQ4EFgQUK+8UNc+J6cU5
    gy4VR4YiVwKphHwwHwYDVR0jBBgwFoAUK+8UNc+J6cU5gy4VR4YiVwKphHwwFAYD
    VR0RBA0wC4IJbG9jYWxob3N0MA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwID
    SQAwRgIhAJwoJsITK4BU037/ZoZiyAi1FfdSa8BRwwqFRPhKSSZjAiEA9SHwPYiR
    t190n3HkTu3/quOmices5HgAwXz5t4WK4IE=
    -----END CERTIFICATE-----
    """

  static let key = """
    -----BEGIN PRIVATE KEY-----
    MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgbZylGPBBLmeXSk+1
    fvzjV9uDF/uJoY+vYNYsuOkTcDWhRANCAATmN+fhdqqiaOYwla2CNsVSYcD+KWXT
    /6LL7xsMD9bvVWKLxogDvTpaUjmhJ7IfYVU3FOC+4/pFPJ+yTK7xxxPt
    -----END PRIVATE KEY-----
    """

  static func listener() async throws -> PushListener {
    let configuration = TLSConfiguration.makeServerConfiguration(
      certificateChain: [
        .certificate(try NIOSSLCertificate(bytes: Array(certificate.utf8), format: .pem))
      ],
      privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(key.utf8), format: .pem)))
    return try await PushListener.start(
      .answer(201), tls: try NIOSSLContext(configuration: configuration))
  }

  static func sender(trusting: Bool) throws -> PushSender {
    let trust =
      trusting ? [try NIOSSLCertificate(bytes: Array(certificate.utf8), format: .pem)] : []
    return PushTestSupport.sender(
      PushOptions(allowLoopback: true, timeout: .seconds(5), extraTrust: trust))
  }

  @Test func aTrustedCertificateForTheNameDelivers() async throws {
    let service = try await Self.listener()
    let outcome = await try Self.sender(trusting: true).send(
      Data("hello".utf8), to: PushTestSupport.subscription(service.httpsURL), nowSeconds: 100)
    #expect(outcome == .delivered)
    #expect(service.record.requests == 1)
    await service.close()
  }

  @Test func anUntrustedCertificateIsRefused() async throws {
    let service = try await Self.listener()
    let outcome = await try Self.sender(trusting: false).send(
      Data("hello".utf8), to: PushTestSupport.subscription(service.httpsURL), nowSeconds: 100)
    #expect(outcome != .delivered)
    #expect(service.record.requests == 0)
    await service.close()
  }

  /// The certificate names `localhost`; reached as 127.0.0.1 it does not match.
  @Test func aCertificateForAnotherNameIsRefused() async throws {
    let service = try await Self.listener()
    let outcome = await try Self.sender(trusting: true).send(
      Data("hello".utf8),
      to: PushTestSupport.subscription("https://127.0.0.1:\(service.port)/push/1"),
      nowSeconds: 100)
    #expect(outcome != .delivered)
    #expect(service.record.requests == 0)
    await service.close()
  }
}
