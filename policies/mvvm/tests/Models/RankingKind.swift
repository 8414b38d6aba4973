// The two rankings a joke feed shows, kept with the models (round BO).
enum RankingKind: String, Hashable, Codable {
    case funniest, worst
}
