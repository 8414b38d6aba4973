import Foundation

// "Pattern: [Verb][Noun]UseCase (e.g., FetchUserProfileUseCase, DeleteAccountUseCase)".
// ok: use-case-verb-noun
protocol DeleteAccountUseCase { func execute(id: String) async throws }

// Near miss: the document's own LogoutUseCase, a verb without a noun.
// ok: use-case-verb-noun
protocol LogoutUseCase { func execute() async }

// The document's shape with the verb left out: what does it do with the profile?
// expect: use-case-verb-noun
protocol UserProfileUseCase { func execute(id: String) async throws -> String }

// As apps write it: noun first, the action after it.
// expect: use-case-verb-noun
protocol ProfileUpdateUseCase { func execute(name: String) async throws }
