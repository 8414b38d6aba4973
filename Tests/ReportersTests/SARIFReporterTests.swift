// SARIFReporterTests: structural checks against SARIF 2.1.0's required properties and constraints
// (the official schema is not available offline, so the rules it imposes on what we emit are checked here).
import Foundation
import XCTest
import Findings
import Reporters

final class SARIFReporterTests: XCTestCase {
    private func sarifRun(_ report: Report = Fixture.report, options: ReportOptions = Fixture.options) throws -> [String: Any] {
        let root = try parseObject(SARIFReporter().render(report, options: options))
        let runs: [[String: Any]] = try value(root, "runs")
        XCTAssertEqual(runs.count, 1)
        return try XCTUnwrap(runs.first)
    }

    private func rules(_ run: [String: Any]) throws -> [[String: Any]] {
        let tool: [String: Any] = try value(run, "tool")
        let driver: [String: Any] = try value(tool, "driver")
        return try value(driver, "rules")
    }

    private func results(_ run: [String: Any]) throws -> [[String: Any]] {
        try value(run, "results")
    }

    func testTopLevelHasSchemaVersionAndRuns() throws {
        let root = try parseObject(SARIFReporter().render(Fixture.report, options: Fixture.options))
        XCTAssertEqual(root["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        XCTAssertEqual(Set(root.keys), ["$schema", "version", "runs"])
    }

    func testDriverHasNameVersionInformationUriAndRules() throws {
        let tool: [String: Any] = try value(try sarifRun(), "tool")
        let driver: [String: Any] = try value(tool, "driver")
        XCTAssertEqual(driver["name"] as? String, "policy")
        XCTAssertEqual(driver["version"] as? String, "1.2.3")
        XCTAssertEqual(driver["informationUri"] as? String, "https://example.com/swiftpolicy")
        XCTAssertNotNil(driver["rules"] as? [Any])
    }

    func testInformationUriOmittedWhenNotGiven() throws {
        let tool: [String: Any] = try value(try sarifRun(options: ReportOptions()), "tool")
        let driver: [String: Any] = try value(tool, "driver")
        XCTAssertNil(driver["informationUri"])
    }

    func testEveryRuleHasRequiredMetadata() throws {
        for rule in try rules(try sarifRun()) {
            XCTAssertNotNil(rule["id"] as? String)
            let short: [String: Any] = try value(rule, "shortDescription")
            XCTAssertNotNil(short["text"] as? String)
            let full: [String: Any] = try value(rule, "fullDescription")
            XCTAssertNotNil(full["text"] as? String)
            let configuration: [String: Any] = try value(rule, "defaultConfiguration")
            XCTAssertTrue(["error", "warning", "note"].contains(configuration["level"] as? String))
            if let helpUri = rule["helpUri"] as? String { XCTAssertNotNil(URL(string: helpUri)?.scheme) }
            if let properties = rule["properties"] as? [String: Any], let tags = properties["tags"] as? [String] {
                XCTAssertEqual(Set(tags).count, tags.count, "tags must be unique")
            }
        }
    }

    func testRuleIdsAreUniqueAndSorted() throws {
        let ids = try rules(try sarifRun()).compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, Set(ids).sorted())
        XCTAssertEqual(ids.count, Fixture.rules.count)
    }

    func testEveryResultHasRequiredKeys() throws {
        let results = try results(try sarifRun())
        XCTAssertEqual(results.count, Fixture.findings.count)
        for result in results {
            XCTAssertNotNil(result["ruleId"] as? String)
            XCTAssertNotNil(result["ruleIndex"] as? Int)
            let message: [String: Any] = try value(result, "message")
            XCTAssertNotNil(message["text"] as? String)
            let locations: [[String: Any]] = try value(result, "locations")
            let physical: [String: Any] = try value(locations.first, "physicalLocation")
            let artifact: [String: Any] = try value(physical, "artifactLocation")
            XCTAssertNotNil(artifact["uri"] as? String)
            let region: [String: Any] = try value(physical, "region")
            XCTAssertGreaterThanOrEqual(try value(region, "startLine", as: Int.self), 1)
            XCTAssertGreaterThanOrEqual(try value(region, "startColumn", as: Int.self), 1)
        }
    }

    func testRuleIndexPointsAtRuleWithSameId() throws {
        let run = try sarifRun()
        let ruleIDs = try rules(run).compactMap { $0["id"] as? String }
        for result in try results(run) {
            let index: Int = try value(result, "ruleIndex")
            XCTAssertTrue(ruleIDs.indices.contains(index))
            XCTAssertEqual(ruleIDs[index], result["ruleId"] as? String)
        }
    }

    func testLevelsMapErrorWarningNote() throws {
        let levels = Dictionary(try results(try sarifRun()).map { ($0["ruleId"] as? String ?? "", $0["level"] as? String ?? "") },
                                uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(levels["mvc/controller-main-actor"], "error")
        XCTAssertEqual(levels["mvc/model-equatable"], "warning")
        XCTAssertEqual(levels["file-header"], "note")
    }

    func testFindingWithoutDescriptorGetsARule() throws {
        let finding = Finding(rule: "undeclared", severity: .warning, message: "m", location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let run = try sarifRun(Report(findings: [finding], rules: [RuleDescriptor(id: "zz", severity: .info, summary: "z")], filesChecked: 1))
        let ids = try rules(run).compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ["undeclared", "zz"])
        XCTAssertEqual(try results(run).first?["ruleIndex"] as? Int, 0)
    }

    func testArtifactIndexMatchesArtifactsArray() throws {
        let run = try sarifRun()
        let artifacts: [[String: Any]] = try value(run, "artifacts")
        let uris = artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uris.count, artifacts.count)
        for result in try results(run) {
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let artifact: [String: Any] = try value(location, "artifactLocation")
            let index: Int = try value(artifact, "index")
            XCTAssertEqual(uris[index], artifact["uri"] as? String)
        }
    }

    func testRelativePathsArePercentEncodedUnderSrcRoot() throws {
        XCTAssertEqual(SARIFReporter.uri(forPath: "Sources/App/Feature Service.swift"), "Sources/App/Feature%20Service.swift")
        XCTAssertEqual(SARIFReporter.uri(forPath: "a:b/100%.swift"), "a%3Ab/100%25.swift")
        let results = try results(try sarifRun())
        let location = (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact: [String: Any] = try value(location, "artifactLocation")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
    }

    func testPathsArePercentEncodedAsFoundationEncodesThem() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        let every = String(String.UnicodeScalarView((0x20..<0x7F).compactMap(Unicode.Scalar.init)))
        for path in [every, "Sources/Café/Ünïcode 名前.swift", "a;b:c/d?e#f[g]h.swift", "/abs/x y.swift", "tab\there", ""] {
            let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
            XCTAssertEqual(SARIFReporter.uri(forPath: path), path.hasPrefix("/") ? "file://" + encoded : encoded, path)
        }
    }

    func testAbsolutePathBecomesFileURIWithoutBaseId() throws {
        XCTAssertEqual(SARIFReporter.uri(forPath: "/tmp/My App/A.swift"), "file:///tmp/My%20App/A.swift")
        let finding = Finding(rule: "r", severity: .error, message: "m", location: SourceLocation(file: "/tmp/A.swift", line: 1, column: 1))
        let artifacts: [[String: Any]] = try value(try sarifRun(Report(findings: [finding], rules: [], filesChecked: 1)), "artifacts")
        let location = artifacts.first?["location"] as? [String: Any]
        XCTAssertEqual(location?["uri"] as? String, "file:///tmp/A.swift")
        XCTAssertNil(location?["uriBaseId"])
    }

    func testRegionOmittedWhenLineUnknown() throws {
        let finding = Finding(rule: "r", severity: .error, message: "m", location: SourceLocation(file: "A.swift", line: 0, column: 0))
        let result = try XCTUnwrap(try results(try sarifRun(Report(findings: [finding], rules: [], filesChecked: 1))).first)
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        XCTAssertNotNil(location?["artifactLocation"])
        XCTAssertNil(location?["region"])
    }

    func testProblemsBecomeToolExecutionNotifications() throws {
        let invocations: [[String: Any]] = try value(try sarifRun(), "invocations")
        XCTAssertEqual(invocations.first?["executionSuccessful"] as? Bool, true)
        let notifications: [[String: Any]] = try value(invocations.first, "toolExecutionNotifications")
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(notifications.first?["level"] as? String, "error")
        XCTAssertNotNil((notifications.first?["message"] as? [String: Any])?["text"] as? String)
        XCTAssertEqual((notifications.first?["descriptor"] as? [String: Any])?["id"] as? String, "parse")
    }
}
