import SwiftUI

// "Load data in task() in SwiftUI views", with the load sent as an intent of the view model (an input enum), as
// apps with a generic `AnyViewModel<State, Input>` write it.
// (kept beside its screens here, and without a ViewState: not what this file tests)
// expect: view-model-location
@MainActor
final class NewsViewModel: ObservableObject {
    enum Input { case fetchData, loadNextPage, showDetail(Int) }
    @Published private(set) var titles: [String] = []
    func trigger(_ input: Input) {}
}

// As apps write it: the first load in .onAppear.
struct NewsListView: View {
    @ObservedObject var viewModel: NewsViewModel
    var body: some View {
        List(viewModel.titles, id: \.self) { Text($0) }
            .onAppear {
                viewModel.trigger(.fetchData) // expect: view-loads-without-task-intent
            }
    }
}

// As the document's load() in init, sent as an intent.
struct NewsHeadlinesView: View {
    @ObservedObject var viewModel: NewsViewModel
    init(viewModel: NewsViewModel) {
        self.viewModel = viewModel
        viewModel.trigger(.fetchData) // expect: view-loads-without-task-intent
    }
    var body: some View { Text("Headlines") }
}

// Near misses: the next page loaded by a sentinel row of a lazy stack, and the same intent from .task.
struct NewsArchiveView: View {
    @ObservedObject var viewModel: NewsViewModel
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(viewModel.titles, id: \.self) { Text($0) }
                Color.clear.frame(height: 1).onAppear {
                    viewModel.trigger(.loadNextPage) // ok: view-loads-without-task-intent
                }
            }
        }
    }
}

struct NewsTodayView: View {
    @ObservedObject var viewModel: NewsViewModel
    var body: some View {
        Text("Today").task { viewModel.trigger(.fetchData) } // ok: view-loads-without-task-intent
    }
}

// Near miss (round Q): a view builds a route's Hashable payload named …ViewModel, which is no view model.
struct NewsLinkView: View {
    let link: URL
    var body: some View {
        // ok: view-does-not-create-view-models
        NavigationLink(value: WebPageViewModel(url: link, title: "News")) { Text("Open") }
    }
}

// A preview's stand-in for the screen's view model, kept in the view's file (round BL): not a
// feature view model, so not asked to live in ViewModels/.
protocol NewsSummaryViewModelProtocol: ObservableObject {
    func refreshTapped()
}

#if DEBUG
final class PreviewNewsSummaryViewModel: NewsSummaryViewModelProtocol { // ok: view-model-location
    func refreshTapped() {}
}
#endif
