// Fixture (round AO): the domain of the Showcase screens.
struct ShowcaseItem: Equatable, Sendable {
    let id: Int
    let title: String
}
