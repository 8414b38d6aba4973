import CoreLocation // expect: domain-imports-foundation-only

// Layer folders named as modules (`DomainLayer/SharedDomain/…`, `PresentationLayer/`, `DataLayer/`), as modular
// apps name them (round R): the Domain rules apply, and a repository protocol here is in Domain.
protocol PlaceRepository { // ok: repository-protocol-in-domain
    func fetchNearby(_ location: CLLocation) async throws -> [String]
}
