// "Domain: import Foundation only", in an app that splits its Domain layer into packages: one Domain package
// importing another (`import SharedDomain`) stays inside the layer; a UI framework beside it does not.
import Foundation
import SharedDomain // ok: domain-imports-foundation-only
import SwiftUI // expect: domain-imports-foundation-only

protocol PlaceOrderUseCase {
    func execute(itemCount: Int) async throws -> Bool
}
