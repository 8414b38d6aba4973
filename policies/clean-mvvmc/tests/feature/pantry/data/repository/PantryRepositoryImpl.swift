// Fixture: issue #28 round C. The lower-case data folder is the Data layer.
// expect: data-no-ui-imports
import SwiftUI

final class PantryRepositoryImpl: PantryRepository { // ok: repository-impl-in-data
    func fetchShelves() async throws -> [Shelf] { [] }
}
