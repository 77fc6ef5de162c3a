/// The session's mounted components, as `:mount`, `:unmount` and `:components` use them.
@MainActor protocol MountHost: AnyObject {
  /// Mounts a component (or re-parameterizes the mount labelled `label`); it shows, and
  /// dispatches what appearing calls for, when `present()` runs.
  func mount(label: String?, call: CallSyntax) throws -> MountChange
  /// Shows the mounts that changed outside any dispatch (just mounted, relaunched) and
  /// dispatches their appear actions.
  func present() throws
  /// Unmounts the component mounted as `name`.
  func unmount(_ name: String) throws
  /// Available components and what is mounted.
  func componentListing() -> ComponentListing
}
