import Combine // expect: no-combine-import, no-third-party-di
import Swinject

struct Ticker {}
