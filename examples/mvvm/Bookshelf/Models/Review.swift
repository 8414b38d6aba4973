import Foundation

struct Review: Identifiable, Codable, Hashable {
    let id: UUID
    let bookID: UUID
    let rating: Int
    let text: String
}
