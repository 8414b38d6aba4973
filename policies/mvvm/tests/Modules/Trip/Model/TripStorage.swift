import Foundation

// A Model folder also holds the module's data access: a repository or a database layer is a service ("Database
// access -> Service"), not a model, even when it does its work synchronously.
struct Trip: Identifiable, Codable { // ok: model-plain-data
    let id: UUID
    let name: String
}

final class SQLiteDatabase {
    func execute(_ sql: String) {}
}

protocol TripRepositoryProtocol {
    func all() -> [Trip]
}

final class TripRepository: TripRepositoryProtocol { // ok: model-plain-data
    private let database: SQLiteDatabase
    init(database: SQLiteDatabase) { self.database = database }
    func all() -> [Trip] { database.execute("SELECT"); return [] }
}

final class TripStore { // ok: model-plain-data
    private let repository: TripRepositoryProtocol
    init(repository: TripRepository) { self.repository = repository }
}

// Near miss: a model holding a view model is not plain data.
@MainActor final class TripListViewModel: ObservableObject {}

struct TripSummary {
    let owner: TripListViewModel // expect: model-plain-data
}
