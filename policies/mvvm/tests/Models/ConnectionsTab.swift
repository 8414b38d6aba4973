// A tab of a screen, kept in the Models folder as real apps keep such enums.
enum ConnectionsTab: String, Codable, CaseIterable { // ok: model-plain-data
    case followers, following
}

enum ConnectionsListMode: String, Codable { // ok: model-plain-data
    case list, grid
}
