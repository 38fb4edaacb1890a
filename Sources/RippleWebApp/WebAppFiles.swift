import Foundation

/// The web app: its own program, in JavaScript and CSS (`Web/`: the modules, their committed
/// bundle in `Web/dist/`, the service worker, the widgets and the browser engine), shipped with
/// the server as this target's files, which `ripple serve` serves.
public enum WebAppFiles {
  /// The folder the web app's files are in.
  public static var root: String {
    Bundle.module.resourceURL!.appendingPathComponent("Web").path
  }
}
