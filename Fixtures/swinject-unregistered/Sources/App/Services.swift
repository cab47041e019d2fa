protocol ILogger {}
protocol IAPIClient {}
protocol ICache {}

final class ConsoleLogger: ILogger {}

final class APIClient: IAPIClient {
    init(logger: ILogger) {}
}

final class FeedViewModel {
    init(api: IAPIClient, cache: ICache) {}
}
