public enum Epoll {
    public static let maxEvents = 64
}
