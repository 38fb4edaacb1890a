import Hummingbird
import NIOCore
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// Turns every failure into the API's one error shape; unknown routes become 404, known paths
/// with another method 405. Bad input never becomes a 500.
struct ErrorMiddleware: RouterMiddleware {
  func handle(
    _ request: Request, context: AppRequestContext,
    next: (Request, AppRequestContext) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch {
      let apiError = map(error, request: request)
      if apiError.status == .internalServerError {
        context.logger.error("\(request.method) \(request.uri.path) failed: \(error)")
      }
      return try apiError.response(from: request, context: context)
    }
  }

  func map(_ error: any Error, request: Request) -> APIError {
    switch error {
    case let error as APIError:
      return error
    case let error as StoreError:
      return APIError(storeError: error)
    case let error as CoachRule:
      return APIError(coachRule: error)
    case let error as PartnerNotFound:
      return .notFound(error.message)
    case let error as PrivateModeAndPartners:
      return APIError(.conflict, code: .privateModeWithPartners, message: error.message)
    case let error as ValidationError:
      return .invalid(error.message, field: error.field)
    case is NIOTooManyBytesError:
      return APIError(.contentTooLarge, code: .tooLarge, message: "The request body is too large")
    case let error as HTTPError where error.status == .notFound:
      let allowed = RouteTable.bundled.methods(forPath: request.uri.path)
      guard !allowed.isEmpty else {
        return .notFound("No route for \(request.method) \(request.uri.path)")
      }
      var apiError = APIError(
        .methodNotAllowed, code: .methodNotAllowed,
        message: "\(request.method) is not allowed on \(request.uri.path); use "
          + allowed.joined(separator: ", "))
      apiError.headers[.allow] = allowed.joined(separator: ", ")
      return apiError
    case let error as HTTPError:
      return APIError(error.status, code: .httpError, message: error.body ?? "\(error.status)")
    default:
      return APIError(
        .internalServerError, code: .internalError, message: "Something went wrong on the server")
    }
  }
}

extension APIError {
  init(coachRule rule: CoachRule) {
    self.init(.conflict, code: .conflict, message: rule.message, field: rule.field)
  }

  init(storeError: StoreError) {
    switch storeError {
    case .invalid(let field, let message):
      self = .invalid(message, field: field)
    case .needsPremium(let reason):
      self.init(.forbidden, code: .needsPremium, message: reason)
    case .needsPremiumFor(let field, let reason):
      self.init(.forbidden, code: .needsPremium, message: reason, field: field)
    case .habitNotFound, .categoryNotFound, .goalNotFound:
      self = .notFound(storeError.message)
    case .conflict(let message):
      self.init(.conflict, code: .conflict, message: message)
    case .badFile(let message):
      self.init(.unprocessableContent, code: .invalidFile, message: message, field: "body")
    case .fileTooLarge(let message):
      self.init(.contentTooLarge, code: .tooLarge, message: message, field: "body")
    case .unusableDatabase, .storage:
      self.init(.internalServerError, code: .database, message: storeError.message)
    }
  }
}
