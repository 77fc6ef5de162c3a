extension Domain {
  /// Whether `:export-test` can write this domain's sessions as Swift tests.
  static var exportsTests: Bool { Self.configuration.testReducer != nil }
}
