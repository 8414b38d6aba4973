// "DTOs … in Data/DTOs/": a module that names the folder in the singular (Data/DTO/) keeps its DTOs where the
// document wants them.

// ok: dto-location
struct ProductDTO: Codable {
    let id: String
    let title: String
}
