import ArgumentParser
import Foundation
import RippleServices

/// The optional language-model planner: an OpenAI-compatible chat-completions server.
struct CoachModelOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "An OpenAI-compatible server for coach roadmaps (Ollama, llama.cpp, vLLM).",
      valueName: "url"))
  var coachModelURL: String?

  @Option(help: ArgumentHelp("The model to ask for coach roadmaps.", valueName: "name"))
  var coachModel: String?

  @Option(
    help: ArgumentHelp(
      "The environment variable holding the model server's API key.", valueName: "variable"))
  var coachModelKeyEnv = "RIPPLE_COACH_API_KEY"

  func validate() throws {
    guard let text = coachModelURL else {
      if coachModel != nil { throw ValidationError("--coach-model needs --coach-model-url") }
      return
    }
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else { throw ValidationError("--coach-model-url must be an http(s) URL") }
    guard coachModel?.isEmpty == false else {
      throw ValidationError("--coach-model-url needs --coach-model")
    }
  }

  var configuration: ModelPlannerConfiguration? {
    guard let text = coachModelURL, let url = URL(string: text), let model = coachModel else {
      return nil
    }
    return ModelPlannerConfiguration(
      url: url, model: model, apiKey: ProcessInfo.processInfo.environment[coachModelKeyEnv])
  }
}
