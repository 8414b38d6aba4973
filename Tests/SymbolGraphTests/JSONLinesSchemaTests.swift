// `policy graph --format jsonl`: the oracle's schema, checked against a committed golden file and field by field.
import Foundation
@testable import GraphFormats
import XCTest
@testable import SymbolGraph
@testable import SwiftDeclarations

final class JSONLinesSchemaTests: XCTestCase {
    private func schemaOutput() throws -> String {
        let parsed = SwiftFileParser.parse(source: try Fixtures.bytes("Schema"), path: "Schema.swift")
        return GraphExport.jsonLines(GraphBuilder.link([parsed]))
    }

    /// Set `UPDATE_GOLDEN=1` to rewrite the golden file after checking the change against the oracle.
    func testSchemaFixtureMatchesGoldenExactly() throws {
        let actual = try schemaOutput()
        let golden = Fixtures.folder.appendingPathComponent("Schema.jsonl")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, (a, e)) in zip(actualLines, expectedLines).enumerated() where a != e {
            XCTFail("line \(i + 1) differs:\n  expected \(e)\n  actual   \(a)")
        }
        XCTAssertEqual(actualLines.count, expectedLines.count)
        XCTAssertEqual(actual, expected)
    }

    private static let common = ["file", "line", "endLine", "kind", "name", "parent", "attributes", "modifiers", "genericWhere"]

    private static func required(_ kind: String) -> [String] {
        switch kind {
        case "class", "struct", "enum", "actor", "protocol", "extension", "associatedtype": return common + ["inherits"]
        case "func", "init": return common + ["async", "throws", "params", "returnType"]
        case "var", "let": return common + ["typeAnnotation", "initializer", "accessors"]
        case "case": return common + ["associatedValues"]
        default: return common
        }
    }

    func testEveryLineParsesAndHasTheRequiredFieldsInOrder() throws {
        let lines = try schemaOutput().split(separator: "\n")
        XCTAssertEqual(lines.count, 36)
        var kinds = Set<String>()
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard let object, let kind = object["kind"] as? String else { return XCTFail("not an object with a kind: \(line)") }
            kinds.insert(kind)
            let required = Self.required(kind)
            for field in required {
                XCTAssertTrue(object.keys.contains(field), "\(kind) lacks \(field): \(line)")
            }
            // the oracle's field order: required fields come first, in the schema's order
            let order = Self.keyOrder(String(line))
            XCTAssertEqual(Array(order.prefix(required.count)), required, "\(line)")
            XCTAssertTrue(object["line"] is Int && object["endLine"] is Int && object["genericWhere"] is Bool)
            XCTAssertLessThanOrEqual(object["line"] as? Int ?? 0, object["endLine"] as? Int ?? -1)
            // calls/identifiers only where the schema says bodies are summarised
            if object["calls"] != nil {
                XCTAssertTrue(["func", "init", "deinit", "var", "let"].contains(kind), "\(line)")
                XCTAssertEqual(object["calls"] as? [String], (object["calls"] as? [String])?.sorted())
                XCTAssertNotNil(object["identifiers"])
            }
        }
        XCTAssertEqual(kinds, Set(DeclarationKind.allCases.map(\.rawValue)), "the fixture covers every kind")
    }

    func testBodiesAreSummarisedOnlyWhereTheSchemaSays() throws {
        let records = try schemaOutput().split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        func record(_ name: String) -> [String: Any] { records.first { $0["name"] as? String == name } ?? [:] }
        XCTAssertNotNil(record("label")["calls"], "observers")
        XCTAssertNotNil(record("isEmpty")["calls"], "computed")
        XCTAssertNotNil(record("index")["calls"], "closure initializer")
        XCTAssertNil(record("items")["calls"], "stored")
        XCTAssertNil(record("reset")["calls"], "protocol requirement without a body")
        XCTAssertEqual(record("put")["calls"] as? [String], ["Task", "cancel", "contains", "refresh"])
        XCTAssertEqual(record("put")["params"] as? [String], ["_:item", "at:position"])
    }

    func testStringsAreEscaped() {
        var writer = JSONObjectWriter()
        writer.field("s", "quote \" backslash \\ newline \n tab \t control \u{1}")
        let text = writer.finish()
        let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        XCTAssertEqual(object?["s"], "quote \" backslash \\ newline \n tab \t control \u{1}")
    }

    /// Keys of a flat JSON object line in the order written.
    static func keyOrder(_ line: String) -> [String] {
        var keys: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        var afterKeyCandidate = false
        for c in line {
            if inString {
                if escaped { escaped = false; current.append(c); continue }
                if c == "\\" { escaped = true; current.append(c); continue }
                if c == "\"" { inString = false; afterKeyCandidate = true; continue }
                current.append(c)
                continue
            }
            switch c {
            case "\"": inString = true; current = ""
            case ":" where afterKeyCandidate && depth == 1: keys.append(current)
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            default: break
            }
            if c != "\"" { afterKeyCandidate = false }
        }
        return keys
    }
}
