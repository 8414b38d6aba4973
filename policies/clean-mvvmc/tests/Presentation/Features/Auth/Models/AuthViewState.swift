import Foundation

// ok: view-state-cases, view-state-location
enum AuthViewState {
    case idle
    case loading
    case loaded(String)
    case error(String)
    case empty
}

// expect: view-state-cases
enum SignupViewState {
    case loading
    case done
}
