// PolicyCommands: placeholder until the stage lands.
