// Near miss: "DTOs: [Name]DTO or [Name]Response" in a Data layer folder the app calls Entities; the entity naming
// rule is about the Domain's entities.
// ok: entity-naming
struct AnalysisResponse: Codable {
    let summary: String
}
