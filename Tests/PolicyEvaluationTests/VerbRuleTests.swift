// `begin with a verb`: a name's first camel-case word against the built-in verb list and the pack's `verbs`, for
// methods ("methods are verb phrases") and use cases ("[Verb][Noun]UseCase").

@testable import PolicyEvaluation
import XCTest

final class VerbRuleTests: XCTestCase {
    func testAMethodNamedFetchUsersBeginsWithAVerb() {
        assertFindings("method must begin with a verb",
                       ["A.swift": "struct Repo {\n    func fetchUsers() {}\n    func users() {}\n}"],
                       ["p-1 A.swift:3 Repo.users(): func Repo.users() must begin with a verb"])
    }

    func testGeocodingIsAVerbPhrase() {
        // round AF: `geocode(address:)` and `geocodeAddress()` were told to begin with a verb
        assertFindings("method must begin with a verb",
                       ["A.swift": "struct Places {\n    func geocode(address: String) {}\n    func geocodeAddress() {}\n}"], [])
    }

    func testColourAndSizeVerbsInEnAreVerbPhrases() {
        // round BT: `darken(_:)` on a colour extension was told to begin with a verb
        assertFindings("method must begin with a verb",
                       ["A.swift": "struct Palette {\n    func darken(_ amount: Double) {}\n    func widenColumns() {}\n    func shade() -> Int { 0 }\n}"],
                       ["p-1 A.swift:4 Palette.shade(): func Palette.shade() must begin with a verb"])
    }

    func testAUseCaseNamedVerbNounUseCasePasses() {
        let policy = "type named *UseCase must begin with a verb, must match regex \"^[A-Z][a-z]+[A-Z][A-Za-z0-9]*UseCase$\""
        assertFindings(policy, [
            "A.swift": "protocol FetchUserUseCase {}\nprotocol UserUseCase {}\nprotocol FetchUseCase {}",
        ], [
            "p-1 A.swift:2 UserUseCase: protocol UserUseCase must begin with a verb",
            "p-1 A.swift:2 UserUseCase: protocol UserUseCase must match regex \"^[A-Z][a-z]+[A-Z][A-Za-z0-9]*UseCase$\"",
            "p-1 A.swift:3 FetchUseCase: protocol FetchUseCase must match regex \"^[A-Z][a-z]+[A-Z][A-Za-z0-9]*UseCase$\"",
        ])
    }

    func testBoolQuestionsAndEventNamesCountAsVerbPhrases() {
        assertClean("method must begin with a verb",
                    ["A.swift": "struct Gate {\n    func hasPermission() -> Bool { true }\n    func isValid() -> Bool { true }\n    func didTapLogin() {}\n    func load_all() {}\n}"])
    }

    func testInitializersSubscriptsAndOperatorsHold() {
        assertClean("symbol in Money must begin with a verb\nlayer Money = struct named Money",
                    ["A.swift": "struct Money {\n    init() {}\n    subscript(i: Int) -> Int { i }\n    static func + (a: Money, b: Money) -> Money { a }\n}"])
    }

    func testAPropertyNamedBodyIsNotAVerbPhrase() {
        assertFindings("property must begin with a verb", ["A.swift": "struct Home {\n    var body: Int { 1 }\n}"],
                       ["p-1 A.swift:2 Home.body: var Home.body must begin with a verb"])
    }

    func testAPacksVerbsExtendTheList() {
        assertFindings("verbs upsert\nmethod must begin with a verb",
                       ["A.swift": "struct Repo {\n    func upsertUser() {}\n    func bakeTextures() {}\n}"],
                       ["p-1 A.swift:3 Repo.bakeTextures(): func Repo.bakeTextures() must begin with a verb"])
    }

    func testOverridesAreLeftToTheSelector() {
        // a framework names `viewDidLoad`: the pack leaves overrides out rather than the predicate guessing
        assertClean("method without override must begin with a verb",
                    ["A.swift": "final class Screen: UIViewController {\n    override func viewDidLoad() {}\n    func reloadRows() {}\n}"])
    }

    func testTheFirstWordIsTheFirstCamelCaseWordLowerCased() {
        XCTAssertEqual(VerbList.firstWord(of: "fetchUsers"), "fetch")
        XCTAssertEqual(VerbList.firstWord(of: "FetchUserUseCase"), "fetch")
        XCTAssertEqual(VerbList.firstWord(of: "_loadAll"), "load")
        XCTAssertEqual(VerbList.firstWord(of: "URLSession"), "url")
        XCTAssertEqual(VerbList.firstWord(of: "save"), "save")
        XCTAssertEqual(VerbList.firstWord(of: "ID"), "id")
        XCTAssertNil(VerbList.firstWord(of: "=="))
        XCTAssertNil(VerbList.firstWord(of: "__"))
    }

    func testEveryListedVerbIsALowerCaseWord() {
        XCTAssertGreaterThan(VerbList.words.count, 300)
        for word in VerbList.words {
            XCTAssertTrue(!word.isEmpty && word.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }, word)
        }
        for verb in ["fetch", "load", "get", "set", "make", "create", "update", "delete", "save", "handle", "present",
                     "dismiss", "configure", "validate", "observe", "subscribe", "reload", "sync", "parse", "decode",
                     "login", "logout", "toggle", "search", "filter", "track", "log"] {
            XCTAssertTrue(VerbList.words.contains(verb), verb)
        }
        for noun in ["user", "users", "view", "body", "data", "name"] { XCTAssertFalse(VerbList.words.contains(noun), noun) }
    }
}
