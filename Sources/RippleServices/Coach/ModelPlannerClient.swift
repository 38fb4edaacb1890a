import Foundation
import RippleCore

/// Asks a chat-completions server for a roadmap in JSON, within the configuration's deadline
/// (connecting, sending and the whole answer: `HTTPPost`, on SwiftNIO).
public struct ModelPlannerClient: Sendable {
  public let configuration: ModelPlannerConfiguration

  /// The most a chat completion's answer may weigh (a roadmap is a few KB).
  static let answerLimit = 1 << 20

  public var plannerInfo: PlannerInfo {
    PlannerInfo(name: "model:\(configuration.model)", version: 1)
  }

  public func roadmap(
    for goal: Goal, domain: Domain, today: Day
  ) async -> Result<Roadmap, ModelPlannerProblem> {
    let request: HTTPPost.Request
    do {
      request = try makeRequest(goal: goal, domain: domain)
    } catch let problem as ModelPlannerProblem {
      return .failure(problem)
    } catch {
      return .failure(.unreachable("the request could not be built"))
    }
    switch await Self.send(request, deadline: configuration.deadline) {
    case .failure(let problem): return .failure(problem)
    case .success(let content):
      return ModelRoadmapAnswer.roadmap(
        from: content, goal: goal, domain: domain, planner: plannerInfo, today: today)
    }
  }

  private func makeRequest(goal: Goal, domain: Domain) throws -> HTTPPost.Request {
    let endpoint = configuration.endpoint
    let scheme = endpoint.scheme?.lowercased() ?? ""
    guard scheme == "http" || scheme == "https" else {
      throw ModelPlannerProblem.unreachable(
        scheme.isEmpty
          ? "the URL has no scheme (http or https)"
          : "the URL's scheme is \(scheme), not http or https")
    }
    guard let host = endpoint.host, !host.isEmpty else {
      throw ModelPlannerProblem.unreachable("the URL names no host")
    }
    let tls = scheme == "https"
    var target = endpoint.path.isEmpty ? "/" : endpoint.path
    if let query = endpoint.query { target += "?" + query }
    var headers = [("Content-Type", "application/json"), ("Accept", "application/json")]
    if let key = configuration.apiKey, !key.isEmpty {
      headers.append(("Authorization", "Bearer \(key)"))
    }
    let body = try JSONEncoder().encode(
      ChatRequest(
        model: configuration.model,
        messages: [
          .init(role: "system", content: ModelPrompt.system),
          .init(role: "user", content: ModelPrompt.user(goal: goal, domain: domain)),
        ]))
    return HTTPPost.Request(
      host: host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host,
      port: endpoint.port ?? (tls ? 443 : 80), tls: tls, target: target, headers: headers,
      body: Array(body))
  }

  private static func send(
    _ request: HTTPPost.Request, deadline: Duration
  ) async -> Result<String, ModelPlannerProblem> {
    let answer: HTTPPost.Answer
    do {
      answer = try await HTTPPost.exchange(request, timeout: deadline, bodyLimit: answerLimit)
    } catch HTTPPost.Failure.timedOut {
      return .failure(.timedOut)
    } catch HTTPPost.Failure.bodyTooLarge {
      return .failure(.malformed("The answer is larger than a chat completion can be"))
    } catch {
      return .failure(.unreachable("\(error)"))
    }
    guard (200..<300).contains(answer.status) else { return .failure(.httpStatus(answer.status)) }
    guard let reply = try? JSONDecoder().decode(ChatReply.self, from: Data(answer.body)),
      let content = reply.choices.first?.message.content
    else { return .failure(.malformed("The answer is not a chat completion")) }
    return .success(content)
  }

  public struct ChatRequest: Encodable {
    public struct Message: Codable {
      public var role: String
      public var content: String
    }
    public struct Format: Encodable { var type = "json_object" }
    public var model: String
    public var messages: [Message]
    public var temperature = 0.2
    public var stream = false
    public var response_format = Format()
  }

  public struct ChatReply: Decodable {
    public struct Choice: Decodable { var message: ChatRequest.Message }
    public var choices: [Choice]
  }
}
