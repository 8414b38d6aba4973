import Combine
import Foundation

// "ViewModels publish a ViewState enum": an app that declares the published state once, in a base class every
// feature's view model inherits. The base class is shared by all features: it has no feature folder to move to.
enum ViewState<Content> { case idle, loading, loaded(Content), error(String), empty } // expect: view-state-location

@MainActor // ok: view-model-location, view-model-state-enum
class BaseViewModel<Content>: ObservableObject {
    @Published var state: ViewState<Content> = .idle
}
