// Fixture (round AN): the Application layer of a target rooted at App/.
enum VillainAppError: Error {
    case server(Int)
}
