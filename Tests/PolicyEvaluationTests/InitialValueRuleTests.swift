import XCTest

final class InitialValueRuleTests: XCTestCase {
    func testForceUnwrapInAFileScopeInitialValueIsFound() {
        assertFindings("file must have no force unwraps\n",
                       ["App/Links.swift": "let home = URL(string: \"https://example.com\")!\n"],
                       ["p-1 App/Links.swift:1 App/Links.swift: file App/Links.swift must have no force unwraps"])
    }

    func testViewCreatingAViewModelInAPropertyIsACall() {
        let policy = "layer View = struct conforming to View\nView must not call *ViewModel\n"
        assertFindings(policy, ["App/ProfileView.swift": """
            struct ProfileView: View {
                @StateObject private var model = ProfileViewModel()
                var body: some View { Text("x") }
            }
            """], ["p-1 App/ProfileView.swift:2 ProfileView: struct ProfileView must not call *ViewModel"])
    }

    func testReferencedByReadsTheReferencesOfASelectedSymbolAndOfItsMembers() {
        // the App struct's property holds the model: the struct is its referrer through that member
        let policy = "layer AppEntry = struct conforming to App\nclass named *Model not referenced by AppEntry must not exist\n"
        assertFindings(policy, ["App/ChatApp.swift": """
            struct ChatApp: App {
                @State private var chat = ChatModel()
                var body: some Scene { WindowGroup { Text("x") } }
            }
            final class ChatModel {}
            final class DetailModel {}
            struct DetailView: View {
                @State private var detail = DetailModel()
                var body: some View { Text("x") }
            }
            """], ["p-1 App/ChatApp.swift:6 DetailModel: class DetailModel must not exist"])
    }

    func testServiceStaticMemberInAPropertyIsAReference() {
        let policy = "layer View = struct conforming to View\nlayer Service = class matching *Service\nView must not reference Service\n"
        let files = ["App/FeedService.swift": "final class FeedService { static let shared = FeedService() }\n",
                     "App/FeedView.swift": "struct FeedView: View {\n    let service = FeedService.shared\n    var body: some View { Text(\"x\") }\n}\n"]
        assertFindings(policy, files, ["p-1 App/FeedView.swift:2 FeedView: struct FeedView must not reference Service"])
    }
}
