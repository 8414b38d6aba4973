// "Mappers (DTO ↔ Domain entity conversion)": a mapper kept beside the DTOs it converts (Data/Mapper/DTO/, as apps
// group them) is a mapper, not a DTO: no Codable struct is asked of it.

struct ProductDTO2: Codable {
    let id: String
}

// ok: dto-codable-struct, dto-naming
enum ProductDTOMapper {
    static func toDomain(_ dto: ProductDTO2) -> String { dto.id }
}
