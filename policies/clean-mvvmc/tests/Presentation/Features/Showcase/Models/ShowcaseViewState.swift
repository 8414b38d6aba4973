// Fixture (round AO): the Showcase list's state.
enum ShowcaseViewState: Equatable {
    case idle
    case loading
    case loaded([ShowcaseItem])
    case error(String)
    case empty
}
