import Foundation

// Data/DTOs numbered `04_Data/01_DTO`.
struct ScoreDTO: Codable { // ok: dto-location
    let value: Int
}
