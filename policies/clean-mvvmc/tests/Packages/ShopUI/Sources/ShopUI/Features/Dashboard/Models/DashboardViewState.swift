enum DashboardViewState { case idle, loading, loaded([String]), error(String), empty } // expect: view-state-location
