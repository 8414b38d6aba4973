// Reporters: placeholder until the stage lands.
