// Fixture (round AO): "Models: Equatable". An OptionSet is Equatable already (through SetAlgebra); a plain model
// struct is not.
struct PoolFeatures: OptionSet { // ok: model-equatable
    let rawValue: Int
    static let heater = PoolFeatures(rawValue: 1 << 0)
    static let cleaner = PoolFeatures(rawValue: 1 << 1)
}

struct PoolReading { // expect: model-equatable
    let temperature: Double
    let features: PoolFeatures
}
