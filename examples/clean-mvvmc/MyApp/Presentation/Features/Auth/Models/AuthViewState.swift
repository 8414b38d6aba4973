import Foundation

enum AuthViewState: Equatable {
    case idle
    case loading
    case loaded(User)
    case error(String)
    case empty
}
