import UIKit // expect: domain-imports-foundation-only

// Round BL: an app without Domain/ folders keeps its use cases in UseCases/, the domain layer by its
// contents ("Domain Layer imports: Foundation only; UIKit prohibited").
protocol ApplyThemeUseCase { // expect: use-case-protocol-in-domain
    func execute(_ style: UIUserInterfaceStyle)
}
