import SwiftUI

// "No controller property mutation", through a control's two-way binding.
@Observable
@MainActor
final class ExpenseFilterController {
    // expect: controller-private-set
    var sortKey = "date"
    // expect: controller-private-set
    var isAscending = true
    private(set) var note = ""
    func setNote(_ text: String) { note = text }
}

struct ExpenseFilterView: View {
    @Bindable var controller: ExpenseFilterController
    @State private var draft = ""

    var body: some View {
        Form {
            // As real apps write it: a picker and a toggle bound to the controller.
            // expect: view-no-controller-binding
            Picker("Sort", selection: $controller.sortKey) { Text("Date").tag("date") }
            // expect: view-no-controller-binding
            Toggle("Ascending", isOn: $controller.isAscending)
            // Near miss: a local @State bound, the controller told through a method.
            // ok: view-no-controller-binding
            TextField("Note", text: $draft).onSubmit { controller.setNote(draft) }
        }
    }
}

struct ExpenseSummaryView: View {
    @State private var expenseController = ExpenseFilterController()
    var body: some View {
        // In the document's terms: the view's own @State controller, a property written by the control.
        // expect: view-no-controller-binding
        Toggle("Ascending", isOn: $expenseController.isAscending)
        // Reading it is fine.
        // ok: view-no-controller-binding
        Text(expenseController.sortKey)
    }
}

// A view model is the document's controller under another name: a binding into it is the same write (round AY).
@MainActor // expect: controller-observable
final class SurveyViewModel: ObservableObject {
    @Published var sex = "" // expect: controller-private-set
}

struct SurveyPage: View {
    @State private var vm = SurveyViewModel()
    var body: some View {
        // expect: view-no-controller-binding
        TextField("Sex", text: $vm.sex)
    }
}

// As apps write it: the controller held under its own name (`posts`, `session`), its error flag bound to an alert,
// which writes it back when dismissed.
@Observable @MainActor final class SessionController {
    var showingError = false // expect: controller-private-set
    private(set) var name = ""
}

struct SessionLoginView: View {
    @Bindable var session: SessionController
    var body: some View {
        Text(session.name) // ok: view-no-controller-binding-property
            .alert("Login failed", isPresented: $session.showingError) {} // expect: view-no-controller-binding-property
    }
}

// Near miss: a binding named as a controller is view-no-controller-binding's, once.
struct SessionNameView: View {
    @Bindable var sessionController: SessionController
    var body: some View {
        Text("Hi").alert("Failed", isPresented: $sessionController.showingError) {} // expect: view-no-controller-binding
    }
}
