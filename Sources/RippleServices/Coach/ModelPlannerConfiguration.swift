import Foundation

/// Where the optional language-model planner is: an OpenAI-compatible chat-completions server
/// the user runs (Ollama, llama.cpp server, vLLM).
public struct ModelPlannerConfiguration: Sendable {
  /// The server's base URL (`http://127.0.0.1:11434/v1`) or its chat-completions URL.
  public var url: URL
  public var model: String
  /// Sent as a bearer token when set.
  public var apiKey: String?
  /// How long the model may take before the built-in planner answers instead; with the rest of
  /// the request this keeps a roadmap within 3 seconds.
  public var deadline: Duration

  public init(url: URL, model: String, apiKey: String? = nil, deadline: Duration = .seconds(2)) {
    self.url = url
    self.model = model
    self.apiKey = apiKey
    self.deadline = deadline
  }

  /// The chat-completions endpoint.
  public var endpoint: URL {
    url.path.hasSuffix("/chat/completions")
      ? url : url.appendingPathComponent("chat").appendingPathComponent("completions")
  }
}
