import Foundation

// A singleton outside the layer folders (an app without Domain/Data folders keeps its services anywhere).

final class SearchHistoryService {
    static let shared = SearchHistoryService()
    func record(_ query: String) {}
}
