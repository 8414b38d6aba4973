// Folders numbered to sort in Xcode (`03_Domain`, `02_Usecases`) are the document's Domain/UseCases.
import SwiftUI // expect: domain-imports-foundation-only

protocol FetchScoresUseCase { // ok: use-case-protocol-in-domain, use-case-naming
    func execute() async throws -> [Int]
}
