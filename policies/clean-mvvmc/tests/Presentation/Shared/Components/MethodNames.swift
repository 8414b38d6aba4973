import SwiftUI

// "Action methods: verb phrases (fetchUser, deleteAccount, sendMessage)", with the verbs real code uses.
final class SpeechAnnouncer {
    // ok: method-verb-phrase
    func speak(_ text: String) {}
    // A third-person verb is a verb phrase too ("the till rings a price").
    // ok: method-verb-phrase
    func rings(_ price: Int, times: Int) -> Int { price * times }
    // The non-mutating form Swift names with -ing/-ed (appending, sorted) is a verb form.
    // ok: method-verb-phrase
    func appendingPause(_ text: String) -> String { text + "…" }
    // As real apps write it: a noun phrase for an action.
    // expect: method-verb-phrase
    func priceMove() -> Int { 0 }
    // A plural noun is not a third-person verb: `changes()` stays a noun phrase.
    // expect: method-verb-phrase
    func changes() -> [Int] { [] }
}

// SwiftUI view builders are views, named as views: a function returning `some View`, a View extension's modifier,
// a ViewModifier's required body.
struct ReceiptCardView: View {
    var body: some View { row("Total", "3") }
    // ok: method-verb-phrase
    func row(_ title: String, _ value: String) -> some View { HStack { Text(title); Text(value) } }
}

extension View {
    // ok: method-verb-phrase
    func cornerRadius5() -> some View { clipShape(RoundedRectangle(cornerRadius: 5)) }
}

struct CardBorder: ViewModifier {
    // ok: method-verb-phrase
    func body(content: Content) -> some View { content.padding(4) }
}

// Conversions named as the document's mapper names them (toDomain): `asDomain()` on a response model and a
// `from(_:)` factory are conversions, not actions. A noun that merely starts with "as" is not one.
struct SourceResponse {
    let name: String
    // ok: method-verb-phrase
    func asDomain() -> String { name }
    // ok: method-verb-phrase
    static func from(_ name: String) -> SourceResponse { SourceResponse(name: name) }
    // expect: method-verb-phrase
    func assetCount() -> Int { 0 }
    // A copy-with method and a mapper's conversion from the domain type, as the Swift API guidelines and the
    // document's mappers name them.
    // ok: method-verb-phrase
    func withName(_ name: String) -> SourceResponse { SourceResponse(name: name) }
    // ok: method-verb-phrase
    static func fromDomain(_ name: String) -> SourceResponse { SourceResponse(name: name) }
    // A named factory (`fromStatusCode(_:)`) is a noun phrase like any other method: make(…), create(…).
    // expect: method-verb-phrase
    static func fromStatusCode(_ code: Int) -> SourceResponse { SourceResponse(name: "\(code)") }
}

// "init" is the short verb for initialise, as a setup method's first word (`initRepository`, `initViewModel`).
enum DependencyBootstrap {
    // ok: method-verb-phrase
    static func initRepository() {}
    // ok: method-verb-phrase
    static func initViewModel() {}
    // A noun phrase for the same set-up is still one.
    // expect: method-verb-phrase
    static func repositorySetup() {}
}
