public protocol PaymentService {
    func pay(_ amount: Int) async throws
}
