import Lib

public enum LedgerError: Error, Equatable {
    case nonPositive(Money)
    case rejected(reason: String)
}
