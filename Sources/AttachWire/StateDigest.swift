/// A 64-bit FNV-1a digest of a state's literal text, as 16 hex digits: both sides print the state
/// the same way (sorted keys, no addresses), so equal states give equal digests.
public enum StateDigest {
  /// The digest of `text`.
  public static func of(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
