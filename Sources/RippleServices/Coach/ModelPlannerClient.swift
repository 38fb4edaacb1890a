import Foundation
import RippleCore
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Asks a chat-completions server for a roadmap in JSON, within the configuration's deadline.
public struct ModelPlannerClient: Sendable {
  public let configuration: ModelPlannerConfiguration

  public var plannerInfo: PlannerInfo {
    PlannerInfo(name: "model:\(configuration.model)", version: 1)
  }

  public func roadmap(
    for goal: Goal, domain: Domain, today: Day
  ) async -> Result<Roadmap, ModelPlannerProblem> {
    let request: URLRequest
    do {
      request = try makeRequest(goal: goal, domain: domain)
    } catch {
      return .failure(.unreachable("the request could not be built"))
    }
    let answer = await Deadline.race(configuration.deadline) {
      await Self.send(request)
    }
    switch answer {
    case nil: return .failure(.timedOut)
    case .failure(let problem)?: return .failure(problem)
    case .success(let content)?:
      return ModelRoadmapAnswer.roadmap(
        from: content, goal: goal, domain: domain, planner: plannerInfo, today: today)
    }
  }

  private func makeRequest(goal: Goal, domain: Domain) throws -> URLRequest {
    var request = URLRequest(url: configuration.endpoint)
    request.httpMethod = "POST"
    request.timeoutInterval = Double(configuration.deadline.components.seconds) + 1
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let key = configuration.apiKey, !key.isEmpty {
      request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization")
    }
    request.httpBody = try JSONEncoder().encode(
      ChatRequest(
        model: configuration.model,
        messages: [
          .init(role: "system", content: ModelPrompt.system),
          .init(role: "user", content: ModelPrompt.user(goal: goal, domain: domain)),
        ]))
    return request
  }

  private static func send(_ request: URLRequest) async -> Result<String, ModelPlannerProblem> {
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    do {
      let (data, response) = try await session.data(for: request)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard (200..<300).contains(status) else { return .failure(.httpStatus(status)) }
      guard let reply = try? JSONDecoder().decode(ChatReply.self, from: data),
        let content = reply.choices.first?.message.content
      else { return .failure(.malformed("The answer is not a chat completion")) }
      return .success(content)
    } catch {
      return .failure(.unreachable(error.localizedDescription))
    }
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

/// Runs work, giving up on it after a deadline. The abandoned work is not cancelled: cancelling a
/// URLSession task on Linux can deadlock against the task finishing at the same moment (a test
/// run hung there under load), so the work must end by itself — the model request carries its
/// own timeout, one second past the deadline — and its late result is dropped.
public enum Deadline {
  /// The work's result, or nil when `deadline` passed first.
  public static func race<T: Sendable>(
    _ deadline: Duration, _ work: @escaping @Sendable () async -> T
  ) async -> T? {
    let slot = Mutex<CheckedContinuation<T?, Never>?>(nil)
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
      slot.withLock { $0 = continuation }
      let resume: @Sendable (T?) -> Void = { value in
        slot.withLock { pending in
          pending?.resume(returning: value)
          pending = nil
        }
      }
      Task { resume(await work()) }
      // A Dispatch timer, not a sleeping task: it fires even when every thread of the
      // cooperative pool is busy.
      let seconds = deadline.components
      let nanoseconds =
        Int(seconds.seconds) * 1_000_000_000 + Int(seconds.attoseconds / 1_000_000_000)
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        resume(nil)
      }
    }
    return result
  }
}
