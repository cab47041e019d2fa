
public struct ModelsType {
}
