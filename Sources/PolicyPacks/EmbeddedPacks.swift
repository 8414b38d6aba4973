// Generated from policies/ by `UPDATE_EMBEDDED_PACKS=1 swift test --filter EmbeddedPacksTests`. Do not edit:
// edit policies/ and regenerate; a test fails while the two differ.

enum EmbeddedPacks {
    static let files: [(path: String, text: String)] = [
    ]
}
