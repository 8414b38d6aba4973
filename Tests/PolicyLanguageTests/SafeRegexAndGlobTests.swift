// SafeRegex and glob tests: supported syntax, rejected syntax with offsets, linear-time behaviour.
import XCTest
@testable import PolicyLanguage

final class SafeRegexTests: XCTestCase {
    private func matches(_ pattern: String, _ text: String) throws -> Bool { try SafeRegex(pattern).matches(text) }

    func testLiteralsSearchUnanchored() throws {
        XCTAssertTrue(try matches("Cancel", "isCancelled"))
        XCTAssertFalse(try matches("^Cancel", "isCancelled"))
    }

    func testAnchorsClassesAndQuantifiers() throws {
        let pattern = "^test_[A-Za-z0-9]+_[A-Za-z0-9]+_[A-Za-z0-9]+$"
        XCTAssertTrue(try matches(pattern, "test_load_emptyCache_returnsNil"))
        XCTAssertFalse(try matches(pattern, "test_load_returnsNil"))
        XCTAssertFalse(try matches(pattern, "testLoad"))
    }

    func testEscapesAndNegatedClasses() throws {
        XCTAssertTrue(try matches(#"^\d{2,3}\s\w+$"#, "42 ab_c"))
        XCTAssertFalse(try matches(#"^\d{2,3}$"#, "4"))
        XCTAssertTrue(try matches("^[^a-z]+$", "ABC_1"))
        XCTAssertTrue(try matches(#"a\.b"#, "a.b"))
        XCTAssertFalse(try matches(#"a\.b"#, "axb"))
    }

    func testAlternationGroupsAndOptional() throws {
        XCTAssertTrue(try matches("^(Delegate|Manager)s?$", "Managers"))
        XCTAssertTrue(try matches("^(?:ab)*c$", "ababc"))
        XCTAssertFalse(try matches("^(?:ab)*c$", "abac"))
        XCTAssertTrue(try matches("colou?r", "color"))
    }

    func testWordBoundary() throws {
        XCTAssertTrue(try matches(#"\bView\b"#, "a View here"))
        XCTAssertFalse(try matches(#"\bView\b"#, "Preview"))
    }

    func testCountedRepetition() throws {
        XCTAssertTrue(try matches("^a{3}$", "aaa"))
        XCTAssertFalse(try matches("^a{3}$", "aaaa"))
        XCTAssertTrue(try matches("^a{2,}$", "aaaaa"))
        XCTAssertTrue(try matches("x{a}", "x{a}"))  // not a bound: literal braces
    }

    func testTheDeterministicAutomatonAgreesWithThePikeVM() throws {
        let patterns = [
            "AnyCancellable", "Impl[?!]?$", "^(AnyView|someView)$", "^(NSManagedObjectContext|ModelContext)\\??$",
            "^(URL|DeepLink\\w*|\\w*Route)\\??$", "^(\\[[^:]*\\]|(Array|ContiguousArray)<.*>)\\??$", "^.*ViewModel[?!]?$",
            "^[A-Z][A-Za-z0-9]*$", "^[A-Za-z_]", "^\\(?\\([^()].*->", "^_?[a-z][A-Za-z0-9]*$", "a|^b", "x*$", "", "^$", "a.c",
            "(ab|a)(bc|c)", "[^a-c]{2,3}d", "\\d+\\.\\d*", "^(a|b)*abb$", "\\s+$", "(?:Task|task)<.*>?",
        ]
        var seed: UInt64 = 42
        func random() -> UInt64 {  // a linear congruential sequence: the same texts on every run
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let alphabet = Array("abcdxABZ_09.<>?!()[]-: \n\t".unicodeScalars)
        var texts = ["", "a", "abb", "AnyView", "someView?", "Array<Int>", "[String]?", "(Int) -> Void", "fooViewModel!",
                     "_camelCase1", "test_a_b_c", "x", "DeepLinkFoo?", "ModelContext?", "ab c", "abc\nabb", "é", "aé"]
        for _ in 0..<600 {
            let length = Int(random() % 14)
            texts.append(String(String.UnicodeScalarView((0..<length).map { _ in alphabet[Int(random() % UInt64(alphabet.count))] })))
        }
        for pattern in patterns {
            let regex = try SafeRegex(pattern)
            XCTAssertNotNil(regex.dfa, "\(pattern) should get an automaton")
            for text in texts {
                let vm = PikeVM(program: regex.program, text: Array(text.unicodeScalars)).run()
                if let fast = regex.dfa?.matches(text) { XCTAssertEqual(fast, vm, "/\(pattern)/ on \(text.debugDescription)") }
                XCTAssertEqual(regex.matches(text), vm, "/\(pattern)/ on \(text.debugDescription)")
            }
        }
        XCTAssertNil(try SafeRegex("\\bword\\b").dfa, "word boundaries run on the Pike VM")
    }

    func testPathologicalPatternGivesItsAnswer() throws {
        // a backtracking engine would not finish; the DFA and Pike VM read each character once per state
        let regex = try SafeRegex("^(a*)*(a|aa)*b$")
        let text = String(repeating: "a", count: 5_000)
        XCTAssertFalse(regex.matches(text))
        XCTAssertTrue(regex.matches(text + "b"))
    }

    func testGroupsNestedToTheLimitStillCompile() throws {
        let depth = SafeRegex.maximumNesting
        let regex = try SafeRegex(String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth) + "$")
        XCTAssertTrue(regex.matches("ba"))
        XCTAssertFalse(regex.matches("ab"))
    }

    func testABoundOfAnyLengthIsReadWholeAndTooLargeOnesRejected() throws {
        // seven digits and more were once read as a literal `{`: `a{1234567}` matched the text "a{1234567}"
        for pattern in ["a{1234567}", "a{99999999999999999999999}", "a{2,1234567}", "a{0001234567,}", "a{1234567,5}"] {
            XCTAssertThrowsError(try SafeRegex(pattern), pattern) { error in
                XCTAssertEqual((error as? RegexSyntaxError)?.offset, 1, pattern)
                XCTAssertTrue((error as? RegexSyntaxError)?.message.contains("too large") == true, "\(pattern): \(error)")
            }
        }
        XCTAssertTrue(try SafeRegex("^a{0000100}$").matches(String(repeating: "a", count: 100)))
        XCTAssertTrue(try SafeRegex("^a{x}$").matches("a{x}"), "a brace with no number is still a literal")
    }

    func testRejectedSyntaxReportsOffsets() {
        let cases: [(String, Int, String)] = [
            ("ab(?=c)", 2, "lookaround"), (#"(a)\1"#, 3, "backreference"), ("a**", 2, "quantifier"),
            ("[a-", 0, "unterminated"), ("(ab", 0, "')'"), ("ab)", 2, "unmatched"), ("*a", 0, "nothing to repeat"),
            ("a{5,2}", 1, "bounds"), ("a{1000}", 1, "too large"), (#"\p{L}"#, 0, "escape"), ("[z-a]", 1, "range"),
            // the group past the deepest allowed is named, not the stack overflowed (as 10,000 levels once did)
            (String(repeating: "(", count: 10_000) + "a", SafeRegex.maximumNesting, "nest too deeply"),
        ]
        for (pattern, offset, fragment) in cases {
            do {
                _ = try SafeRegex(pattern)
                XCTFail("\(pattern) should be rejected")
            } catch {
                XCTAssertEqual(error.offset, offset, pattern)
                XCTAssertTrue(error.message.contains(fragment), "\(pattern): \(error.message)")
            }
        }
    }
}

final class GlobTests: XCTestCase {
    func testByteShapesMatchLikeTheGeneralGlob() {
        let patterns = ["", "*", "**", "a*", "*a", "*ab*", "a*b", "ab", "*a*b*", "Controller", "*Controller", "*View*", "Mock*", "a**"]
        let texts = ["", "a", "b", "ab", "ba", "aab", "abab", "Controller", "FeedController", "ControllerX", "MyViewModel", "Mock", "xa"]
        for pattern in patterns {
            let elements = Glob.compile(pattern)
            for text in texts {
                XCTAssertEqual(GlobShape(elements).matches(text), Glob.match(elements, Array(text.utf8)), "\(pattern) on \(text)")
            }
        }
    }

    /// Fixed shapes compare eight bytes at a time: a difference in any byte, before, at and after a word boundary,
    /// and at either end of a text longer than the pattern, must still be seen.
    func testByteShapesSeeADifferenceInEveryByteOfLongNames() {
        for length in [1, 7, 8, 9, 15, 16, 17, 24] {
            let name = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            for pattern in [name, "*" + name, name + "*"] {
                let shape = GlobShape(Glob.compile(pattern))
                XCTAssertTrue(shape.matches(name), "\(pattern) on itself")
                XCTAssertEqual(shape.matches("Feed" + name), pattern.hasPrefix("*"), "\(pattern) after a prefix")
                XCTAssertEqual(shape.matches(name + "Feed"), pattern.hasSuffix("*"), "\(pattern) before a suffix")
                for changed in 0..<length {
                    var bytes = Array(name.utf8)
                    bytes[changed] = UInt8(ascii: "Z")
                    XCTAssertFalse(shape.matches(String(decoding: bytes, as: UTF8.self)), "\(pattern) with byte \(changed) changed")
                }
            }
        }
    }

    func testACompiledPatternOfSeveralAlternativesMatchesAnyOfThem() {
        let alternatives = ["*Service", "*ServiceProtocol", "Data*"].map { Template(parts: [.literal($0)]) }
        let compiled = CompiledPattern(Pattern(kind: .glob(alternatives), span: SourceSpan(file: "t.policy", line: 1, column: 1, length: 1, offset: 0)))
        XCTAssertTrue(compiled.matches("FeedService"))
        XCTAssertTrue(compiled.matches("FeedServiceProtocol"))
        XCTAssertTrue(compiled.matches("DataStore"))
        XCTAssertFalse(compiled.matches("FeedServices"))
        XCTAssertFalse(compiled.matches("Ãccount"))
    }

    func testACompiledListOfGlobsAnswersAsEachGlobDoesWithOrWithoutAnchors() {
        // the first list has a first or last byte in every glob (the anchors' test runs first); the second has `*x*`
        let lists = [["completion*", "*Completion", "*Handler", "Exact", "a*b"], ["completion*", "*mid*"]]
        let names = ["", "c", "n", "completion", "onCompletion", "CompletionX", "doneHandler", "Exact", "Exac", "ab",
                     "axxb", "ba", "primid", "Done", "éCompletion", "completioné"]
        for list in lists {
            let span = SourceSpan(file: "t.policy", line: 1, column: 1, length: 1, offset: 0)
            let compiled = CompiledPattern(Pattern(kind: .glob(list.map { Template(parts: [.literal($0)]) }), span: span))
            for name in names {
                XCTAssertEqual(compiled.matches(name), list.contains { Glob.matches($0, name) }, "\(list) on '\(name)'")
            }
        }
    }

    func testAnchorsOfAListRejectOnlyTextsNoGlobCanMatch() {
        let anchors = GlobAnchors(["completion*", "*Handler"].map(Glob.compile))
        func mayMatch(_ text: String) -> Bool? { Array(text.utf8).withUnsafeBufferPointer { anchors?.mayMatch($0) } }
        XCTAssertEqual(mayMatch("cancel"), true)
        XCTAssertEqual(mayMatch("owner"), true)
        XCTAssertEqual(mayMatch("title"), false)
        XCTAssertEqual(mayMatch(""), true)
        XCTAssertNil(GlobAnchors(["completion*", "*"].map(Glob.compile)), "a glob with neither byte leaves the list unanchored")
    }

    func testStarMatchesAnyRun() {
        XCTAssertTrue(Glob.matches("*Controller", "FeedController"))
        XCTAssertTrue(Glob.matches("test_*_*_*", "test_a_b_c"))
        XCTAssertFalse(Glob.matches("test_*_*_*", "test_a_b"))
        XCTAssertTrue(Glob.matches("Task<*>?", "Task<Void,Never>?"))
        XCTAssertFalse(Glob.matches("Task<*>?", "Task<Void,Never>"))
    }

    func testQuestionMarkIsLiteral() {
        XCTAssertFalse(Glob.matches("a?", "ab"))
    }

    func testManyStarsStayFast() {
        let pattern = String(repeating: "*a", count: 200) + "b"
        let text = String(repeating: "a", count: 5_000)
        XCTAssertFalse(Glob.matches(pattern, text))
    }

    func testPathPatternsMatchFoldersAtAnyDepth() {
        XCTAssertTrue(PathGlob.matches("Models", path: "App/Models/User.swift"))
        XCTAssertTrue(PathGlob.matches("Models/", path: "Models/User.swift"))
        XCTAssertFalse(PathGlob.matches("Models", path: "App/Models.swift"))
        XCTAssertTrue(PathGlob.matches("View*", path: "Sources/ViewModels/A.swift"))
    }

    func testANumberedFolderIsAlsoMatchedByItsNameWithoutTheNumber() {
        XCTAssertTrue(PathGlob.matches("Domain", path: "App/03_Domain/Entities/User.swift"))
        XCTAssertTrue(PathGlob.matches("DTO", path: "04_Data/01_DTO/AuthDTO.swift"))
        XCTAssertTrue(PathGlob.matches("Data/DTO", path: "4-Data/1.DTO/AuthDTO.swift"))
        XCTAssertTrue(PathGlob.matches("03_Domain", path: "03_Domain/User.swift"), "the whole name still matches")
        XCTAssertFalse(PathGlob.matches("FA", path: "2FA/Code.swift"), "digits then a letter are part of the name")
        XCTAssertFalse(PathGlob.matches("Domain", path: "01_/Domain.swift"), "a bare number is a name, and a file is no folder")
        XCTAssertFalse(PathGlob.matches("Domain", path: "Domain2/User.swift"))
    }

    func testPathPatternsWithSlashAreAnchored() {
        XCTAssertTrue(PathGlob.matches("Sources/App/**", path: "Sources/App/Deep/X.swift"))
        XCTAssertTrue(PathGlob.matches("Sources/App", path: "Sources/App/X.swift"))
        XCTAssertFalse(PathGlob.matches("Sources/App", path: "Other/Sources/App/X.swift"))
        XCTAssertTrue(PathGlob.matches("**/Views", path: "A/B/Views/X.swift"))
        XCTAssertTrue(PathGlob.matches("*/ViewModels/*", path: "App/ViewModels/Sub/X.swift"))
    }

    func testPatternHelpersExpandBindingsAndIgnoreTypeSpaces() throws {
        let file = TestSupport.parse("type must conform to {name}Protocol\nproperty typed \"Task<*>?\" must exist")
        guard case .conformsTo(let pattern) = file.rules[0].assertion.requirements[0].predicate.kind else { return XCTFail() }
        XCTAssertTrue(pattern.matches("FeedServiceProtocol", bindings: ["name": "FeedService"]))
        XCTAssertFalse(pattern.matches("OtherProtocol", bindings: ["name": "FeedService"]))
        guard case .simple(let simple) = file.rules[1].assertion.selector.kind, case .typed(let operand) = simple.filters[0].kind,
              case .pattern(let typePattern) = operand.kind else { return XCTFail() }
        XCTAssertTrue(typePattern.matchesType("Task< Void , Never >?"))
    }

    func testCompiledTypePatternMatchesTextWithSpacesAtItsEndsAndRejectsOtherFirstAndLastBytes() {
        let globs = ["NavigationPath*", "*Controller?"].map { Template(parts: [.literal($0)]) }
        let compiled = CompiledPattern(Pattern(kind: .glob(globs), span: SourceSpan(file: "t.policy", line: 1, column: 1, length: 1, offset: 0)))
        XCTAssertTrue(compiled.matchesType("  NavigationPath "), "spaces around the text are not its ends")
        XCTAssertTrue(compiled.matchesType("\tFeed Controller ?\n"))
        XCTAssertTrue(compiled.matchesType("\u{00A0}NavigationPath"), "white space beyond ASCII is squeezed, not read as an end")
        XCTAssertFalse(compiled.matchesType("Binding<NavigationPath>"))
        XCTAssertFalse(compiled.matchesType("FeedController"))
        XCTAssertFalse(compiled.matchesType("   "))
    }

    func testACompiledPatternRulesNamesOutByTheirFirstAndLastBytes() throws {
        func compiled(_ globs: [String]) -> CompiledPattern {
            CompiledPattern(Pattern(kind: .glob(globs.map { Template(parts: [.literal($0)]) }), span: SourceSpan(file: "t.policy", line: 1, column: 1, length: 1, offset: 0)))
        }
        let byte = { (text: String) in text.utf8.first ?? 0 }
        XCTAssertTrue(compiled(["*Service"]).mayMatch(first: byte("F"), last: byte("e")))
        XCTAssertFalse(compiled(["*Service"]).mayMatch(first: byte("F"), last: byte("l")))
        XCTAssertTrue(compiled(["Mock*", "*Mock"]).mayMatch(first: byte("M"), last: byte("x")))
        XCTAssertTrue(compiled(["Mock*", "*Mock"]).mayMatch(first: byte("x"), last: byte("k")))
        XCTAssertFalse(compiled(["Mock*", "*Mock"]).mayMatch(first: byte("x"), last: byte("x")))
        XCTAssertTrue(compiled(["*"]).mayMatch(first: byte("x"), last: byte("x")), "no literal end: nothing ruled out")
        let regex = CompiledPattern(Pattern(kind: .regex(try SafeRegex("^Z")), span: SourceSpan(file: "t.policy", line: 1, column: 1, length: 1, offset: 0)))
        XCTAssertTrue(regex.mayMatch(first: byte("a"), last: byte("a")), "a regex is not ruled out by its ends")
    }

    func testARegexMatchesTypeTextAsIfItsWhiteSpaceWereRemoved() throws {
        let regex = try SafeRegex("^\\(?\\([^()].*->")
        XCTAssertTrue(regex.isAnchoredDFA)
        XCTAssertTrue(regex.matchesType(" (Result<Int, Error>) -> Void"), "read through the DFA, white space skipped")
        XCTAssertTrue(regex.matchesType("( ( Data ) -> Void )?"))
        XCTAssertFalse(regex.matchesType("() -> Void"), "no parameter in the closure")
        XCTAssertFalse(regex.matchesType("String"))
        XCTAssertTrue(regex.matchesType("(Données) -> Void"), "text beyond ASCII goes to the VM, squeezed")
        XCTAssertTrue(try SafeRegex("^a:b$").matchesType("a : b"))
        XCTAssertFalse(try SafeRegex("a").isAnchoredDFA, "an unanchored search restarts at every byte")
    }

    func testAFilesFoldersAreThePartsOfItsPathBeforeItsName() {
        func folders(_ path: String) -> [String] {
            PathFolders(path).names
        }
        XCTAssertEqual(folders("App/Models/Item.swift"), ["App", "Models"])
        XCTAssertEqual(folders("/abs//App/Item.swift"), ["abs", "App"])
        XCTAssertEqual(folders("Item.swift"), [])
        XCTAssertEqual(folders(""), [])
        XCTAssertEqual(folders("App/Models/"), ["App"], "a trailing slash: the last part still counts as the name")
        XCTAssertEqual(folders("Käse/Ünïcode/Datei.swift"), ["Käse", "Ünïcode"])
    }
}
