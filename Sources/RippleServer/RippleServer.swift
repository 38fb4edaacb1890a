// The HTTP server; see buildApplication.
