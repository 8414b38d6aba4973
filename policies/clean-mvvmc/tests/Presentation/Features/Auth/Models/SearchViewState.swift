// The screen states of SearchViewModel, in the feature's Models folder.
enum SearchViewState: Equatable { case idle, loading, loaded([String]), error(String), empty }
