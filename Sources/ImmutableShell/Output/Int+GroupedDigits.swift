extension Int {
  /// `1,000,000`: digits in groups of three, the same in every locale.
  var groupedDigits: String {
    let digits = String(self.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (self < 0 ? "-" : "") + grouped
  }
}
