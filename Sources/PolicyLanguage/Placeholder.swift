// PolicyLanguage: placeholder until the stage lands.
