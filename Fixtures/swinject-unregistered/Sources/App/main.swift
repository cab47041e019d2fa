import Swinject

let assembler = Assembler([ServiceAssembly()])
let viewModel = assembler.resolver.resolve(FeedViewModel.self)
print(viewModel as Any)
