/// The session's mounted components, as `:mount`, `:unmount` and `:components` use them.
@MainActor protocol MountHost: AnyObject {
  /// Mounts a component (or re-parameterizes the mount labelled `label`); it shows, and
  /// dispatches what appearing calls for, when `ShellSession.present()` runs.
  func mount(label: String?, call: CallSyntax) throws -> MountChange
  /// Unmounts the component mounted as `name`.
  func unmount(_ name: String) throws
  /// Available components and what is mounted.
  func componentListing() -> ComponentListing
}
