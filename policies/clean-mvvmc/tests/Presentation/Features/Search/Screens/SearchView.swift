import SwiftUI

// "No direct property manipulation from views", in the document's style: the login field writes the view model's
// property through a binding, with no intent method.
struct SearchView: View {
    @StateObject var viewModel: SearchViewModel
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Email", text: $viewModel.email) // expect: view-binds-view-model-state
            // Near misses: the view's own state, and a binding whose set calls an intent method.
            TextField("Draft", text: $draft) // ok: view-binds-view-model-state
            // ok: view-binds-view-model-state
            TextField("Query", text: Binding(get: { viewModel.query }, set: viewModel.search))
        }
        // As apps write it: the search field and editable rows bound to the view model's state.
        .searchable(text: $viewModel.query) // expect: view-binds-view-model-state
        .task { viewModel.search("") }
    }
}

struct SearchTagsView: View {
    @ObservedObject var vm: SearchViewModel

    var body: some View {
        List {
            Text("\($vm.tags.wrappedValue.count) tags") // ok: view-binds-view-model-state
            // Round BR: a get-only member read through the binding writes nothing.
            Text($vm.tags.isEmpty ? "No tags" : "Tags") // ok: view-binds-view-model-state
            ForEach($vm.tags, id: \.self) { $tag in // expect: view-binds-view-model-state
                TextField("Tag", text: $tag) // ok: view-binds-view-model-state
            }
        }
    }
}

// The view's helpers in an extension are the view's code.
private extension SearchView {
    var emailField: some View {
        TextField("Email", text: $viewModel.email) // expect: view-binds-view-model-state
    }
}

// Round CA: a view model held under a capitalised name is bound the same way.
struct SearchProfileView: View {
    @StateObject var VM: SearchViewModel // expect: identifier-camel-case

    var body: some View {
        TextField("Email", text: $VM.email) // expect: view-binds-view-model-state
    }
}
