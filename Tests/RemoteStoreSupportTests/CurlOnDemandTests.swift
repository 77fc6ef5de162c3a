import CCurlOnDemand
import Testing

/// The forwarders that let a statically linked `imshell` load libcurl on its first HTTPS request
/// (Sources/CCurlOnDemand): they must find the library and its functions when called.
@Suite struct CurlOnDemandTests {
  @Test func theForwardersReachLibcurl() throws {
    let version = try #require(CCurlOnDemandVersion())
    #expect(String(cString: version).hasPrefix("libcurl/"))
  }
}
