// swift-tools-version: 5.9
// The manifest Tuist writes for a new package; it fills in the placeholder.
import PackageDescription

{{ package_declaration }}
