public struct DesignKitType {}
