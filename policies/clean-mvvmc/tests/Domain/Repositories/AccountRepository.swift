import Foundation

protocol AccountRepository {
    func getUserProfile(id: String) async throws -> String
    func hasPermission(_ name: String) -> Bool
    func sendMessage(_ text: String) async throws
    // "Query methods: verb phrases (getUserProfile, hasPermission)": the document's query named by its noun.
    // expect: method-verb-phrase
    func userProfile(id: String) async throws -> String
}
