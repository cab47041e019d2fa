// Legacy imports nothing it declares.
let legacy = 1
