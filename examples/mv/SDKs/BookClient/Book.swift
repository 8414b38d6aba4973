import Foundation

public struct Book: Codable, Hashable, Identifiable, Sendable {
    public let id: UUID
    public let title: String
    public let author: String
}
