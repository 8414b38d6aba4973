import Foundation
import SwiftData

// A Codable model that is also an ObservableObject is data decoded off the main actor: the guide's @MainActor
// is for view models and coordinators, not for it.
final class Member: ObservableObject, Codable { // ok: observable-object-main-actor
    var name = ""
}

protocol MemberServiceProtocol {
    func save(_ name: String) async throws
}

final class MemberService: MemberServiceProtocol {
    func save(_ name: String) async throws {}
}

// A SwiftData repository kept in the Models folder is a service ("Database access"); depending on a service is
// its job, not a model's dependency.
protocol MemberRepositoryProtocol {}

final class MemberRepository: MemberRepositoryProtocol { // ok: model-plain-data
    private let context: ModelContext
    private let service: MemberService // ok: model-plain-data

    init(context: ModelContext, service: MemberService) {
        self.context = context
        self.service = service
    }
}

// Still a model: a plain data type in Models that holds a service.
struct MemberCard {
    let name: String
    let service: MemberService // expect: model-plain-data
}
