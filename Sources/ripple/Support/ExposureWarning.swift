/// What `ripple serve` says about listening beyond loopback: local mode has no login, so anyone
/// who can reach the address could read and replace all the data.
enum ExposureWarning {
  static func refusal(host: String) -> CommandError {
    .usage(
      "refusing to listen on \(host): Ripple has no login in local mode, so anyone who can reach "
        + "this address could read and replace all your data. Start it with --accounts so people "
        + "sign in, or keep the default 127.0.0.1 and put a "
        + "reverse proxy that makes users sign in (e.g. Caddy or nginx with authentication) in "
        + "front of it, or, if such a proxy already guards this address, pass "
        + "--i-have-an-auth-proxy (and --allowed-host NAME for the name it forwards)")
  }

  static func warning(host: String) -> String {
    "Warning: listening on \(host) without a login (--i-have-an-auth-proxy): every request that "
      + "reaches this address can read and change all your data; make sure only your "
      + "authenticating proxy can reach it"
  }
}
