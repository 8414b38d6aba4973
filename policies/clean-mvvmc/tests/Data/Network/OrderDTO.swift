// As real apps write it: the DTO next to the API client that decodes it, in the Data layer but not in its DTOs folder.

// expect: dto-location
struct OrderDTO: Codable {
    let id: String
}
