enum SearchViewState {
    case idle
    case loading
    case loaded([String])
    case error(String)
    case empty
}
