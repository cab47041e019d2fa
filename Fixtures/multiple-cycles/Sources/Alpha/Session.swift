import Beta

public final class Session {
    public let token: Token
    public var isExpired: Bool { token.expiresAt < .now }

    public init(token: Token) {
        self.token = token
    }
}
