// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// `RIPPLE_ENGINE_ONLY=1 swift test --scratch-path .build-engine` builds just the engine, the wire
/// format and their tests, with no server dependencies: a fast loop while working on RippleCore.
let engineOnly = Context.environment["RIPPLE_ENGINE_ONLY"] != nil
/// `RIPPLE_FUZZ=1` adds the libFuzzer targets of Tests/Fuzz (built and run by scripts/fuzz, with
/// sanitizers, in a scratch folder of their own); the normal build never compiles them.
let fuzz = Context.environment["RIPPLE_FUZZ"] != nil

let package = Package(
  name: "Ripple",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "RippleCore", targets: ["RippleCore"]),
    .library(
      name: "RippleStore",
      targets: [
        "RippleStore", "RippleStoreSQLite", "RippleStorePostgres", "RippleStoreOpening",
        "RippleLoopImport", "RippleImports",
      ]),
    .library(name: "RippleHealth", targets: ["RippleHealth"]),
    .library(name: "RippleServer", targets: ["RippleServer"]),
    .executable(name: "ripple", targets: ["ripple"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
    .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
  ],
  targets: [
    .target(name: "RippleCore"),
    // The answers' JSON, written once: Foundation-free, for the server, the CLI's --json and the
    // engine in the browser; the API document's schemas and the web app's types are made from it.
    .target(name: "RippleWire", dependencies: ["RippleCore"]),
    .target(name: "RippleSQLiteHardening", linkerSettings: [.linkedLibrary("sqlite3")]),
    // zlib's inflate, bounded by a zip entry's bytes, for the Loop import's zip reader.
    .target(name: "RippleInflate", linkerSettings: [.linkedLibrary("z")]),
    // Decoding an uploaded icon (libpng, TurboJPEG, libwebp: Debian's libpng-dev,
    // libturbojpeg0-dev, libwebp-dev) and encoding the PNG Ripple keeps.
    .target(
      name: "RippleImageCodecs",
      linkerSettings: [
        .linkedLibrary("png16"), .linkedLibrary("turbojpeg"), .linkedLibrary("webp"),
      ]),
    // A habit's own icon: any PNG, JPEG or WebP checked, cropped square and re-encoded.
    .target(
      name: "RippleIcons",
      dependencies: [
        "RippleCore", "RippleImageCodecs", .product(name: "Crypto", package: "swift-crypto"),
      ]),
    // The store: its rules and the statements both databases run, with no driver (so no plan can
    // import one); each database's own SQL in a target of its own; Store.open, which sees both.
    .target(
      name: "RippleStore",
      dependencies: [
        "RippleCore",
        "RippleWire",
        "RippleIcons",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]
    ),
    .target(
      name: "RippleStoreSQLite",
      dependencies: [
        "RippleCore",
        "RippleStore",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    .target(
      name: "RippleStorePostgres",
      dependencies: [
        "RippleCore",
        "RippleStore",
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .target(
      name: "RippleStoreOpening",
      dependencies: ["RippleStore", "RippleStoreSQLite", "RippleStorePostgres"]
    ),
    // Reading other apps' exports (CSV, HabitKit, Habitica, Beaver, Tickmate) into an import.
    .target(
      name: "RippleImports",
      dependencies: [
        "RippleCore",
        "RippleWire",
        "RippleStore",
        "RippleStoreSQLite",
        "RippleLoopImport",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // Reading Loop Habit Tracker's backups (its SQLite files, its CSV exports) into an import.
    .target(
      name: "RippleLoopImport",
      dependencies: [
        "RippleCore",
        "RippleStore",
        "RippleStoreSQLite",
        "RippleSQLiteHardening",
        "RippleInflate",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // Reading Apple Health and Google Fit exports into day summaries, streamed, with bounded
    // memory; nothing from the file is kept but the linked measures on the days asked for.
    .target(
      name: "RippleHealth",
      dependencies: ["RippleCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
    ),
    // `RippleHealthScan FILE`: a JSON summary of one export, for scripts/bench-health-import.
    .executableTarget(name: "RippleHealthScan", dependencies: ["RippleCore", "RippleHealth"]),
    // What the server and the CLI share, with no HTTP in it: the answers' JSON, the coach's use
    // cases, licences, accounts administration, the clock and the app lock's reset.
    .target(
      name: "RippleServices",
      dependencies: [
        "RippleCore",
        "RippleWire",
        "RippleStore",
        "RippleHealth",
        "RippleStoreSQLite",
        "RippleStorePostgres",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "JWTKit", package: "jwt-kit"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ],
      resources: [.copy("Accounts/common-passwords.txt")]
    ),
    .target(
      name: "RippleServer",
      dependencies: [
        "RippleHealth",
        "RippleCore",
        "RippleStore",
        "RippleIcons",
        "RippleLoopImport",
        "RippleImports",
        "RippleServices",
        "RippleWebApp",
        "RippleWire",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "JWTKit", package: "jwt-kit"),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      resources: [.copy("OpenAPI/openapi.yaml")]
    ),
    // The web app, a program of its own (JavaScript and CSS), served by RippleServer.
    .target(name: "RippleWebApp", resources: [.copy("Web")]),
    // Private mode's keys and sealed items (swift-crypto): the CLI's side of what the browser does
    // with Web Crypto in js/private/keys.js.
    .target(
      name: "RipplePrivate",
      dependencies: [
        "RippleCore",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "_CryptoExtras", package: "swift-crypto"),
      ]),
    .executableTarget(
      name: "ripple",
      dependencies: [
        "RippleCore",
        "RippleStore",
        "RippleStoreSQLite",
        "RippleStoreOpening",
        "RippleLoopImport",
        "RippleImports",
        "RippleServices",
        "RippleServer",
        "RippleWire",
        "RipplePrivate",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
    .executableTarget(
      name: "RippleBenchmarks",
      dependencies: ["RippleCore", "RippleStore", "RippleStoreSQLite"],
      exclude: ["EngineOnly"]
    ),
    .testTarget(name: "RippleWireTests", dependencies: ["RippleWire", "RippleCore"]),
    .testTarget(
      name: "RippleCoreTests",
      dependencies: [
        "RippleCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "RippleHealthTests", dependencies: ["RippleHealth", "RippleCore"]),
    .testTarget(
      name: "RipplePrivateTests",
      dependencies: [
        "RipplePrivate", "RippleCore",
        .product(name: "Crypto", package: "swift-crypto"),
      ]),
    .executableTarget(
      name: "RippleCrashWriter",
      dependencies: ["RippleCore", "RippleStore", "RippleStoreSQLite", "RippleStorePostgres"]
    ),
    .target(name: "RippleTestSupport", path: "Tests/RippleTestSupport"),
    .testTarget(
      name: "RippleStoreTests",
      dependencies: [
        "RippleStore",
        "RippleIcons",
        "RippleStoreSQLite",
        "RippleStorePostgres",
        "RippleStoreOpening",
        "RippleLoopImport",
        "RippleImports",
        "RippleTestSupport",
        "RippleCrashWriter",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
      ]
    ),
    .testTarget(
      name: "RippleServerTests",
      dependencies: [
        "RippleCore",
        "RippleStore",
        "RippleStoreSQLite",
        "RippleStoreOpening",
        "RippleServer",
        "RippleServices",
        "RippleTestSupport",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ]
    ),
    .testTarget(
      name: "RippleCLITests",
      dependencies: [
        "ripple", "RippleTestSupport", "RippleServer", "RippleServices", "RippleStore",
        "RippleStoreOpening", "RipplePrivate", .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
  ]
)

if engineOnly {
  let engineTargets: Set<String> = [
    "RippleCore", "RippleCoreTests", "RippleWire", "RippleWireTests",
  ]
  package.targets.removeAll { !engineTargets.contains($0.name) }
  package.products = [.library(name: "RippleCore", targets: ["RippleCore"])]
  package.dependencies = [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ]
  // The engine, stats and coach suites: `RIPPLE_ENGINE_ONLY=1 swift run -c release
  // --scratch-path .build-engine RippleBenchmarks`.
  package.targets.append(
    .executableTarget(
      name: "RippleBenchmarks", dependencies: ["RippleCore"],
      sources: [
        "EngineBenchmark.swift", "StatsBenchmark.swift", "CoachBenchmark.swift",
        "SplitMix64.swift", "EngineOnly/main.swift",
      ],
      // Without Foundation nothing else links libm (sqrt, round) on Linux.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]))
}

if fuzz {
  // The libraries only (no tests, no other programs), so `swift build` builds the fuzz targets.
  package.targets.removeAll { $0.type != .regular && $0.type != .system }
  package.products = []
  // The browser engine's export layer, which scripts/build-wasm builds for wasm32 with Embedded
  // Swift, compiled natively for the engine's target.
  package.targets.append(
    .target(name: "RippleWasm", dependencies: ["RippleCore", "RippleWire"], exclude: ["BUILT"]))
  package.targets.append(.target(name: "RippleFuzzDriver", path: "Tests/Fuzz/Driver"))
  package.targets.append(
    .target(
      name: "RippleFuzzSupport", dependencies: ["RippleFuzzDriver", "RippleCore"],
      path: "Tests/Fuzz/Support"))
  // The server in process, for the request bodies' target and the seeds.
  package.targets.append(
    .target(
      name: "RippleFuzzServer",
      dependencies: [
        "RippleFuzzSupport", "RippleCore", "RippleStore", "RippleStoreSQLite", "RippleServices",
        "RippleServer",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
      ],
      path: "Tests/Fuzz/Server"))
  // `swift run fuzz-seeds`: writes the seeds of Tests/Fuzz with Ripple's own code.
  package.targets.append(
    .executableTarget(
      name: "fuzz-seeds",
      dependencies: ["RippleFuzzServer", "RippleFuzzSupport", "RippleCore", "RippleStore"],
      path: "Tests/Fuzz/Seeds"))
  // One executable per file of Tests/Fuzz/Targets (`backup.swift` is `fuzz-backup`); it depends
  // on the support module and on each module the file imports that is one of the package's own
  // or in `products`.
  let folder = Context.packageDirectory + "/Tests/Fuzz/Targets"
  let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  let modules = Set(package.targets.filter { $0.type == .regular }.map(\.name))
    .subtracting(["RippleFuzzSupport"])
  let products: [String: Target.Dependency] = [
    "Hummingbird": .product(name: "Hummingbird", package: "hummingbird"),
    "NIOCore": .product(name: "NIOCore", package: "swift-nio"),
    "NIOEmbedded": .product(name: "NIOEmbedded", package: "swift-nio"),
    "ZIPFoundation": .product(name: "ZIPFoundation", package: "ZIPFoundation"),
  ]
  for file in files.sorted() where file.hasSuffix(".swift") {
    let text = (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)) ?? ""
    let imported = text.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
      return String(words[index + 1])
    }
    package.targets.append(
      .executableTarget(
        name: "fuzz-" + file.dropLast(".swift".count),
        dependencies: ["RippleFuzzSupport"]
          + imported.compactMap { modules.contains($0) ? .target(name: $0) : products[$0] },
        path: "Tests/Fuzz/Targets", sources: [file]))
  }
}
