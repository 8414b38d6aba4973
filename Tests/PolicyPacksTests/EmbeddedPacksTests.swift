// EmbeddedPacksTests: the packs embedded in the binary must equal `policies/`. With UPDATE_EMBEDDED_PACKS=1
// the test instead regenerates Sources/PolicyPacks/EmbeddedPacks.swift from `policies/`.
import Foundation
import XCTest
@testable import PolicyPacks

final class EmbeddedPacksTests: XCTestCase {
    /// The package root: two folders above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func testEmbeddedPacksMatchPoliciesFolder() throws {
        let policies = Self.packageRoot + "/policies"
        // an absent policies/ folder means no built-in packs
        let collected = FileManager.default.fileExists(atPath: policies) ? try EmbeddedPackWriter.collect(policiesFolder: policies) : []
        if ProcessInfo.processInfo.environment["UPDATE_EMBEDDED_PACKS"] == "1" {
            let target = Self.packageRoot + "/Sources/PolicyPacks/EmbeddedPacks.swift"
            try Data(EmbeddedPackWriter.render(collected).utf8).write(to: URL(fileURLWithPath: target))
            return
        }
        let embedded = EmbeddedPackWriter.embedded
        let collectedPaths = Set(collected.map(\.path)), embeddedPaths = Set(embedded.map(\.path))
        let onlyInPolicies = collectedPaths.subtracting(embeddedPaths).sorted()
        let onlyEmbedded = embeddedPaths.subtracting(collectedPaths).sorted()
        let changed = collected.filter { file in embedded.contains { $0.path == file.path && $0.text != file.text } }.map(\.path)
        XCTAssertEqual(collected, embedded, """
            the embedded packs differ from policies/ (regenerate: UPDATE_EMBEDDED_PACKS=1 swift test --filter EmbeddedPacksTests)
            only in policies/: \(onlyInPolicies)
            only embedded: \(onlyEmbedded)
            changed: \(changed)
            """)
    }
}
