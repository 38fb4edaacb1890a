// swift-tools-version: 6.1
import PackageDescription

/// `RIPPLE_ENGINE_ONLY=1 swift test --scratch-path .build-engine` builds just the engine and its
/// tests, with no server dependencies: a fast loop while working on RippleCore.
let engineOnly = Context.environment["RIPPLE_ENGINE_ONLY"] != nil

let package = Package(
  name: "Ripple",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "RippleCore", targets: ["RippleCore"]),
    .library(name: "RippleStore", targets: ["RippleStore"]),
    .library(name: "RippleServer", targets: ["RippleServer"]),
    .executable(name: "ripple", targets: ["ripple"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "RippleCore"),
    .target(
      name: "RippleStore",
      dependencies: [
        "RippleCore",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
      ]
    ),
    .target(
      name: "RippleServer",
      dependencies: [
        "RippleCore",
        "RippleStore",
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      resources: [.copy("Web")]
    ),
    .executableTarget(
      name: "ripple",
      dependencies: [
        "RippleCore",
        "RippleStore",
        "RippleServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "RippleBenchmarks",
      dependencies: ["RippleCore", "RippleStore"]
    ),
    .testTarget(
      name: "RippleCoreTests",
      dependencies: [
        "RippleCore",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "RippleStoreTests", dependencies: ["RippleStore"]),
    .testTarget(
      name: "RippleServerTests",
      dependencies: [
        "RippleServer",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
    .testTarget(name: "RippleCLITests", dependencies: ["RippleCore"]),
  ]
)

if engineOnly {
  let engineTargets: Set<String> = ["RippleCore", "RippleCoreTests"]
  package.targets.removeAll { !engineTargets.contains($0.name) }
  package.products = [.library(name: "RippleCore", targets: ["RippleCore"])]
  package.dependencies = [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ]
}
