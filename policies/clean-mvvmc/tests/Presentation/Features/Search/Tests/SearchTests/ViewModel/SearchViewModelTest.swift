import XCTest

// A test target's ViewModel folder holds tests and doubles, not view models.
final class SearchViewModelTest: XCTestCase { // ok: view-model-naming
    func test_search_setsQuery_whenTextGiven() {}
}

final class MockSearchCoordinator { // ok: view-model-naming
    var shown: [String] = []
}
