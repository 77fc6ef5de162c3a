import QuakesData
import Testing

extension ListenerTests.TriggerCase {
  typealias Row = ListenerTests.TriggerCase
  typealias T = ListenerTests

  static var all: [Row] { onAppear + refresh + delete + data }

  private static let fetchLocal = "fetchLocalQuakesQuery()"
  private static let emptyMutation = "didFetchRemoteQuakesMutation(inserted: [], updated: [], deleted: [])"
  private static let deleteAllCall = "deleteLocalQuakesMutation()"

  private static var onAppear: [Row] {
    [
      Row(
        name: "onAppear from nil fetches the local quakes", initialState: T.state([], status: nil),
        actions: [T.onAppear], localQuakes: [T.a], effects: [.fetchLocalQuakesQuery], localCalls: [fetchLocal],
        finalStatus: .success),
      Row(
        name: "a second onAppear does not fetch again", initialState: T.state([], status: nil),
        actions: [T.onAppear, T.onAppear], effects: [.fetchLocalQuakesQuery], localCalls: [fetchLocal],
        finalStatus: .success),
      Row(
        name: "onAppear after a fetch does nothing", initialState: T.state([T.a], status: .success),
        actions: [T.onAppear, T.deleteAll], effects: [.deleteLocalQuakesMutation], localCalls: [deleteAllCall],
        finalStatus: .success),
      Row(
        name: "onAppear while waiting does nothing", initialState: T.state([], status: .waiting),
        actions: [T.onAppear, T.deleteAll], effects: [.deleteLocalQuakesMutation], localCalls: [deleteAllCall],
        finalStatus: .waiting),
      Row(
        name: "onAppear after a failure does nothing", initialState: T.state([], status: .failure(error: "x")),
        actions: [T.onAppear, T.deleteAll], effects: [.deleteLocalQuakesMutation], localCalls: [deleteAllCall],
        finalStatus: .failure(error: "x")),
    ]
  }

  private static var refresh: [Row] {
    [
      Row(
        name: "refresh from nil fetches the range and saves the (empty) diff", initialState: T.state([], status: nil),
        actions: [T.refresh(.allHour)],
        effects: [.fetchRemoteQuakesQuery(range: .allHour), .didFetchRemoteQuakesMutation(inserted: 0, updated: 0, deleted: 0)],
        localCalls: [emptyMutation], remoteRanges: [.allHour], finalStatus: .success),
      Row(
        name: "refresh after success fetches and saves what it inserted", initialState: T.state([T.a], status: .success),
        actions: [T.refresh(.allMonth)], remoteQuakes: [T.a, T.dNew],
        effects: [
          .fetchRemoteQuakesQuery(range: .allMonth), .didFetchRemoteQuakesMutation(inserted: 1, updated: 0, deleted: 0),
        ],
        localCalls: [#"didFetchRemoteQuakesMutation(inserted: ["d4"], updated: [], deleted: [])"#],
        remoteRanges: [.allMonth], finalStatus: .success),
      Row(
        name: "refresh after a failure fetches", initialState: T.state([], status: .failure(error: "x")),
        actions: [T.refresh(.allWeek)],
        effects: [.fetchRemoteQuakesQuery(range: .allWeek), .didFetchRemoteQuakesMutation(inserted: 0, updated: 0, deleted: 0)],
        localCalls: [emptyMutation], remoteRanges: [.allWeek], finalStatus: .success),
      Row(
        name: "refresh while waiting does nothing", initialState: T.state([], status: .waiting),
        actions: [T.refresh(.allDay), T.deleteAll], effects: [.deleteLocalQuakesMutation], localCalls: [deleteAllCall],
        finalStatus: .waiting),
      Row(
        name: "a second refresh dispatched while waiting does not fetch again", initialState: T.state([], status: .success),
        actions: [T.refresh(.allDay), T.refresh(.allHour)],
        effects: [.fetchRemoteQuakesQuery(range: .allDay), .didFetchRemoteQuakesMutation(inserted: 0, updated: 0, deleted: 0)],
        localCalls: [emptyMutation], remoteRanges: [.allDay], finalStatus: .success),
      Row(
        name: "a failed refresh saves nothing", initialState: T.state([T.a], status: .success),
        actions: [T.refresh(.allDay)], remoteError: TestDoubleError(description: "the USGS feed timed out"),
        effects: [.fetchRemoteQuakesQuery(range: .allDay)], localCalls: [], remoteRanges: [.allDay],
        finalStatus: .failure(error: "the USGS feed timed out")),
    ]
  }

  private static var delete: [Row] {
    [
      Row(
        name: "deleting a quake in state deletes it from the store", initialState: T.state([T.a, T.b], status: .success),
        actions: [.ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "b2")))],
        effects: [.deleteLocalQuakeMutation(quakeId: "b2")], localCalls: ["deleteLocalQuakeMutation(quakeId: b2)"],
        finalStatus: .success),
      Row(
        name: "deleting an unknown quake is rejected and never reaches the listener",
        initialState: T.state([T.a], status: .success),
        rejected: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "ghost"))),
        actions: [T.deleteAll], effects: [.deleteLocalQuakesMutation], localCalls: [deleteAllCall],
        finalStatus: .success),
      Row(
        name: "delete all always deletes from the store, even when state is empty",
        initialState: T.state([], status: nil), actions: [T.deleteAll, T.deleteAll],
        effects: [.deleteLocalQuakesMutation, .deleteLocalQuakesMutation], localCalls: [deleteAllCall, deleteAllCall],
        finalStatus: nil),
    ]
  }

  private static var data: [Row] {
    [
      Row(
        name: "local results start nothing", initialState: T.state([], status: .waiting),
        actions: [
          .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: [T.a]))))),
          .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: "x"))))),
          T.deleteAll,
        ],
        effects: [.deleteLocalQuakesMutation], localCalls: [deleteAllCall], finalStatus: .failure(error: "x")),
      Row(
        name: "a remote failure starts nothing", initialState: T.state([T.a], status: .waiting),
        actions: [.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: "x"))))), T.deleteAll],
        effects: [.deleteLocalQuakesMutation], localCalls: [deleteAllCall], finalStatus: .failure(error: "x")),
      Row(
        name: "a remote success saves its diff even with no refresh pending",
        initialState: T.state([T.a, T.b, T.c], status: .success),
        actions: [T.remoteSuccess([T.a, T.bRevised, T.cNegative, T.eNegative])],
        effects: [.didFetchRemoteQuakesMutation(inserted: 0, updated: 1, deleted: 1)],
        localCalls: [#"didFetchRemoteQuakesMutation(inserted: [], updated: ["b2"], deleted: ["c3"])"#],
        finalStatus: .success),
      Row(
        name: "an unchanged payload saves an empty diff", initialState: T.state([T.a, T.b], status: .success),
        actions: [T.remoteSuccess([T.b, T.a])],
        effects: [.didFetchRemoteQuakesMutation(inserted: 0, updated: 0, deleted: 0)], localCalls: [emptyMutation],
        finalStatus: .success),
    ]
  }
}

extension ListenerTests.DiffCase {
  typealias Row = ListenerTests.DiffCase
  typealias T = ListenerTests

  static var all: [Row] {
    let old = T.state([T.a, T.b, T.c], status: .waiting)
    return [
      Row(
        name: "empty payload", payload: [], oldState: old, newState: old, inserted: [], updated: [], deleted: []),
      Row(
        name: "unchanged quakes produce nothing", payload: [T.c, T.a], oldState: old,
        newState: T.state([T.a, T.b, T.c], status: .success), inserted: [], updated: [], deleted: []),
      Row(
        name: "a new quake is inserted with its payload value", payload: [T.dNew], oldState: old,
        newState: T.state([T.a, T.b, T.c, T.dNew], status: .success), inserted: [T.dNew], updated: [], deleted: []),
      Row(
        name: "a changed quake is updated", payload: [T.bRevised], oldState: old,
        newState: T.state([T.a, T.bRevised, T.c], status: .success), inserted: [], updated: [T.bRevised], deleted: []),
      Row(
        name: "magnitude 0 and below remove quakes state held", payload: [T.cZero, T.a], oldState: old,
        newState: T.state([T.a, T.b], status: .success), inserted: [], updated: [], deleted: [T.cZero]),
      Row(
        name: "a negative magnitude never held produces nothing", payload: [T.eNegative], oldState: old,
        newState: old, inserted: [], updated: [], deleted: []),
      Row(
        name: "everything at once, in payload order",
        payload: [T.eNegative, T.dNew, T.cNegative, T.a, T.bRevised], oldState: old,
        newState: T.state([T.a, T.bRevised, T.dNew], status: .success),
        inserted: [T.dNew], updated: [T.bRevised], deleted: [T.cNegative]),
      Row(
        name: "an update takes the value now in state, not the payload's", payload: [T.bRevised, T.bRevisedAgain],
        oldState: old, newState: T.state([T.a, T.bRevisedAgain, T.c], status: .success), inserted: [],
        updated: [T.bRevisedAgain, T.bRevisedAgain], deleted: []),
      Row(
        name: "a quake in neither state produces nothing even when positive", payload: [T.dNew], oldState: old,
        newState: old, inserted: [], updated: [], deleted: []),
    ]
  }
}
