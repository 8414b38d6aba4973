import Combine // expect: no-combine-import
import Swinject // expect: no-third-party-di

struct Ticker {}
