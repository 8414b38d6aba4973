import Foundation

// "Implementation: [Verb][Noun]UseCaseImpl (e.g., FetchUserProfileUseCaseImpl)".
// ok: use-case-verb-noun
final class DeleteAccountUseCaseImpl: DeleteAccountUseCase {
    func execute(id: String) async throws {}
}

// The implementation named like its verb-less protocol.
// expect: use-case-verb-noun
final class UserProfileUseCaseImpl: UserProfileUseCase {
    func execute(id: String) async throws -> String { id }
}
