// SymbolGraph: placeholder until the stage lands.
