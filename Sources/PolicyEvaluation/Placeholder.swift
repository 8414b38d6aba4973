// PolicyEvaluation: placeholder until the stage lands.
