// JSONDocumentTests: the strict JSON reader — values and their places, each kind of syntax error at its line and
// column, duplicate keys, UTF-8 and escapes, bounded nesting — and the schema reader's errors.
import XCTest
import JSONInput
import PolicyLanguage

final class JSONDocumentTests: XCTestCase {
    private func parse(_ text: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth) throws -> JSONDocument {
        try JSONDocument(bytes: Array(text.utf8), name: "in.json", maximumDepth: maximumDepth)
    }

    /// The first diagnostic of a text that must fail to parse.
    private func error(_ text: String, maximumDepth: Int = JSONDocument.defaultMaximumDepth,
                       file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        do {
            _ = try parse(text, maximumDepth: maximumDepth)
            XCTFail("expected an error for \(text.debugDescription)", file: file, line: line)
            return nil
        } catch {
            return (error as? JSONInputError)?.diagnostics.first
        }
    }

    func testValuesKeepTheirPlaces() throws {
        let document = try parse("{\n  \"a\": [1, \"x\", true, null],\n  \"é\": -0.5e+3\n}")
        guard case .object(let members) = document.root.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "é"])
        XCTAssertEqual([members[0].keySpan.line, members[0].keySpan.column], [2, 3])
        guard case .array(let elements) = members[0].value.value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.map { "\($0.span.line):\($0.span.column)+\($0.span.length)" }, ["2:9+1", "2:12+3", "2:17+4", "2:23+4"])
        guard case .number(let number) = members[1].value.value else { return XCTFail("not a number") }
        XCTAssertEqual(number, "-0.5e+3")
        XCTAssertEqual(members[1].value.span.column, 9, "columns count UTF-8 bytes, as policy diagnostics do")
    }

    func testContainersEndPastTheirClosingBracketWhileErrorsPointAtTheOpeningOne() throws {
        let text = "{\"a\": [{\"x\": [1, 2]}, [], {}], \"b\": \"s\"}"
        let document = try parse(text)
        let bytes = Array(text.utf8)
        XCTAssertEqual(document.root.endOffset, bytes.count)
        guard case .object(let members) = document.root.value, case .array(let elements) = members[0].value.value else {
            return XCTFail("not an object holding an array")
        }
        func written(_ node: JSONNode) -> String { String(decoding: bytes[node.span.offset..<node.endOffset], as: UTF8.self) }
        XCTAssertEqual(written(members[0].value), "[{\"x\": [1, 2]}, [], {}]")
        XCTAssertEqual(elements.map(written), ["{\"x\": [1, 2]}", "[]", "{}"])
        XCTAssertEqual(elements.map(\.span.length), [1, 1, 1])
        XCTAssertEqual(written(members[1].value), "\"s\"")
    }

    func testEscapesAndSurrogatePairsAreDecoded() throws {
        let document = try parse(#"["a\"\\\/\b\f\n\r\t", "\u00e9\ud83d\ude00"]"#)
        guard case .array(let elements) = document.root.value, case .string(let first) = elements[0].value,
              case .string(let second) = elements[1].value else { return XCTFail("unexpected shape") }
        XCTAssertEqual(first, "a\"\\/\u{8}\u{c}\n\r\t")
        XCTAssertEqual(second, "é😀")
    }

    func testMissingCommaIsAnErrorAtTheNextKey() {
        let diagnostic = error("{\n  \"a\": 1\n  \"b\": 2\n}")
        XCTAssertEqual(diagnostic?.span.description, "in.json:3:3")
        XCTAssertEqual(diagnostic?.message, "expected ',' or '}' after the value of 'a', found '\"'")
    }

    func testTrailingCommaPointsAtTheComma() {
        XCTAssertEqual(error("{\"a\": [1, 2,]}")?.message, "trailing comma: JSON allows no ',' before ']'")
        XCTAssertEqual(error("{\"a\": [1, 2,]}")?.span.column, 12)
        XCTAssertEqual(error("{\"a\": 1,\n}")?.span.description, "in.json:1:8")
    }

    func testUnclosedObjectPointsAfterTheLastTextWithANoteAtTheBrace() {
        let diagnostic = error("{\"a\": [1]\n\n")
        XCTAssertEqual(diagnostic?.span.description, "in.json:1:10")
        XCTAssertEqual(diagnostic?.message, "expected ',' or '}', found the end of the file")
        XCTAssertEqual(diagnostic?.notes.first?.span?.description, "in.json:1:1")
    }

    func testCommentsSingleQuotesAndBareWordsSayWhatJSONWants() {
        XCTAssertEqual(error("{\n // note\n}")?.message, "expected a key in double quotes, found a comment; JSON has no comments")
        XCTAssertEqual(error("['x']")?.message, "JSON strings are written in double quotes, not single quotes")
        XCTAssertEqual(error("{packs: []}")?.message, "expected a key in double quotes, found 'packs'")
        let literal = error("[True]")
        XCTAssertEqual(literal?.message, "expected a JSON value, found 'True'")
        XCTAssertEqual(literal?.notes.first?.message, "did you mean 'true'?")
    }

    func testDuplicateKeyIsAnErrorWithTheFirstPlace() {
        let diagnostic = error("{\n  \"exclude\": [],\n  \"exclude\": [\"x\"]\n}")
        XCTAssertEqual(diagnostic?.span.description, "in.json:3:3")
        XCTAssertEqual(diagnostic?.message, "duplicate key 'exclude' in this object")
        XCTAssertEqual(diagnostic?.notes.first?.span?.description, "in.json:2:3")
    }

    func testSameKeyInDifferentObjectsIsNoDuplicate() throws {
        XCTAssertNoThrow(try parse(#"{"a": {"x": 1}, "b": {"x": 2}}"#))
    }

    func testStrictNumbers() {
        XCTAssertEqual(error("[01]")?.message, "invalid number: JSON numbers have no leading zeros")
        XCTAssertEqual(error("[1.]")?.message, "invalid number: expected a digit after '.'")
        XCTAssertEqual(error("[1e]")?.message, "invalid number: expected a digit in the exponent")
        XCTAssertEqual(error("[-]")?.message, "invalid number: expected a digit after '-'")
    }

    func testStringErrors() {
        XCTAssertEqual(error("[\"abc")?.message, "unterminated string: no closing '\"' before the end of the file")
        XCTAssertEqual(error("[\"ab\nc\"]")?.span.column, 2)
        XCTAssertEqual(error(#"["\q"]"#)?.message.hasPrefix("invalid escape '\\q'"), true)
        XCTAssertEqual(error("[\"a\u{1}\"]")?.message, "control character 0x01 in a string; write it as \\u0001")
        XCTAssertEqual(error(#"["\ud800"]"#)?.message.hasPrefix("a high surrogate"), true)
        XCTAssertEqual(error(#"["\udc00"]"#)?.message.hasPrefix("a low surrogate"), true)
        XCTAssertEqual(error(#"["\u12"]"#)?.message, "\\u must be followed by four hex digits")
    }

    func testInvalidUTF8IsAnErrorNotReplaced() {
        for bytes: [UInt8] in [[0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]] {
            XCTAssertThrowsError(try JSONDocument(bytes: bytes, name: "in.json")) { error in
                XCTAssertEqual((error as? JSONInputError)?.diagnostics.first?.span.column, 3)
            }
        }
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertNoThrow(try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), name: "in.json"))
    }

    func testEmptyAndTrailingTextAreErrors() {
        XCTAssertEqual(error("")?.message, "expected a JSON value, found the end of the file")
        XCTAssertEqual(error("{} {}")?.message, "expected the end of the file after the JSON value, found '{'")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let diagnostic = error(deep)
        XCTAssertEqual(diagnostic?.message, "objects and arrays are nested more than 64 levels deep")
        XCTAssertEqual(diagnostic?.span.column, 65)
        XCTAssertNoThrow(try parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)))
    }

    func testRenderedErrorHasTheLineAndCaret() {
        let text = error("{\n  \"packs\": [\"a\" \"b\"]\n}")?.rendered()
        XCTAssertEqual(text, """
        in.json:2:17: error: expected ',' or ']' after an element of the array, found '"'
          "packs": ["a" "b"]
                        ^
        """)
    }

    // MARK: Schema

    func testSchemaReaderReportsEveryMistakeWithDidYouMean() throws {
        let document = try parse("{\n  \"exclud\": [\"x\"],\n  \"pack\": \"a\",\n  \"failOn\": \"fatal\",\n  \"include\": [1]\n}")
        var reader = JSONSchemaReader(document)
        let fields = reader.object(document.root, "", "the config", keys: ["packs", "exclude", "include", "failOn"])
        _ = fields?["failOn"].flatMap { reader.oneOf($0, "failOn", ["error", "warning"]) }
        _ = fields?["include"].flatMap { reader.strings($0, "include") }
        XCTAssertEqual(reader.diagnostics.map { "\($0.span.line):\($0.span.column) \($0.message)" }, [
            "2:3 unknown key 'exclud' in the config",
            "3:3 unknown key 'pack' in the config",
            "4:13 'failOn' is 'fatal'",
            "5:15 expected a string for 'include[0]', found a number",
        ])
        XCTAssertEqual(reader.diagnostics[0].notes.map(\.message), ["did you mean 'exclude'?", "the keys of the config are: packs, exclude, include, failOn"])
        XCTAssertEqual(reader.diagnostics[1].notes.first?.message, "did you mean 'packs'?")
        XCTAssertThrowsError(try reader.finish())
    }

    func testSchemaReaderNamesMissingFieldsAndWrongTypes() throws {
        let document = try parse(#"{"version": 1}"#)
        var reader = JSONSchemaReader(document)
        let fields = reader.object(document.root, "", "the manifest", keys: ["name", "version"], required: ["name", "version"])
        _ = fields?["version"].flatMap { reader.string($0, "version") }
        XCTAssertEqual(reader.diagnostics.map(\.message), ["the manifest needs a \"name\" field", "expected a string for 'version', found a number"])
    }

    func testControlCharactersOfAKeyAreEscapedInMessages() throws {
        let document = try parse(#"{"a\u001b[31m\nb": 1}"#)
        var reader = JSONSchemaReader(document)
        _ = reader.object(document.root, "", "the config", keys: ["packs"])
        XCTAssertEqual(reader.diagnostics.first?.message, "unknown key 'a\\u{1B}[31m\\u{A}b' in the config")
        XCTAssertEqual(JSONShown.text(String(repeating: "x", count: 100)), String(repeating: "x", count: 80) + "…")
    }
}
