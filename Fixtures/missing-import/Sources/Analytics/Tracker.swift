public struct Tracker {}
