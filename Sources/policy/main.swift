// policy: the executable. A thin shell over PolicyCommands. Process-wide settings are made here, at start-up,
// not by the libraries: the allocator is set up for building graphs (`MallocTuning`) before any command runs.
import Foundation
import PolicyCommands
import SymbolGraph

MallocTuning.applyOnce()
exit(PolicyCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
