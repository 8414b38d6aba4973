enum RankingViewState { case loading, loaded([String]), error(String), empty }
