import Foundation

// "Use Case protocols and implementations": a concrete use case with no protocol, as apps write it (round R).
// expect: use-case-behind-protocol
final class CheckSessionUseCase {
    private let userID: String?
    init(userID: String?) { self.userID = userID }
    func execute() async -> Bool { userID != nil }
}

// The same with the Impl name but still no protocol (kept in Domain: use-case-impl-in-data's finding too).
// expect: use-case-behind-protocol, use-case-impl-in-data
struct SignOutUseCaseImpl {
    func execute() async {}
}

// Near miss: the document's pair.
protocol RefreshSessionUseCase {
    func execute() async
}

// expect: use-case-impl-in-data
final class RefreshSessionUseCaseImpl: RefreshSessionUseCase { // ok: use-case-behind-protocol
    func execute() async {}
}

// The same concrete use case spelled with a lower-case "case", as one real app writes it (round AX).
// expect: use-case-behind-protocol
final class RenewTokenUsecase {
    func run() async -> String { "" }
}

// Near miss: the lower-case spelling behind its protocol (whose name use-case-naming asks to spell UseCase).
// expect: use-case-naming
protocol ExpireTokenUsecase { func run() async }
// ok: use-case-behind-protocol
final class ExpireTokenUsecaseImpl: ExpireTokenUsecase { func run() async {} }
