import CheckoutMocks

let previewPayments = MockPaymentService()
