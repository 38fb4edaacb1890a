import Foundation

/// What a model's plan may not carry in any of its words: web addresses, e-mail addresses,
/// phone numbers, medication or dosage advice, instruction-like text and markup. A plan with any
/// of them is refused and the built-in planner answers instead.
public enum ModelContentFilter {
  /// What `text` carries that a plan may not ("a web address"), or nil when it is clean.
  public static func problem(in text: String) -> String? {
    let lowered = text.lowercased()
    if instructionPhrases.contains(where: { lowered.contains($0) }) {
      return "instruction-like text"
    }
    if markup.contains(where: { lowered.contains($0) }) || hasTag(lowered) { return "markup" }
    let tokens = lowered.split(whereSeparator: { $0.isWhitespace }).map {
      $0.trimmingCharacters(in: .punctuationCharacters)
    }
    if lowered.contains("http://") || lowered.contains("https://") || lowered.contains("www.")
      || tokens.contains(where: isDomainName)
    {
      return "a web address"
    }
    if tokens.contains(where: isEmailAddress) { return "an e-mail address" }
    if hasPhoneNumber(lowered) { return "a phone number" }
    let words = lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    if words.contains(where: { medicationWords.contains($0) || isDosage($0) })
      || medicationPhrases.contains(where: { lowered.contains($0) })
    {
      return "medication or dosage advice"
    }
    return nil
  }

  public static let instructionPhrases = [
    "ignore previous", "ignore all previous", "ignore the previous", "ignore the above",
    "ignore your instructions", "previous instructions", "disregard", "system prompt",
    "you are now", "as an ai", "jailbreak", "developer mode", "new instructions",
  ]
  public static let markup = ["```", "](", "**", "__", "&lt;", "&gt;", "javascript:", "<!--"]
  public static let medicationWords: Set<String> = [
    "mg", "mcg", "milligram", "milligrams", "pill", "pills", "tablet", "tablets", "capsule",
    "capsules", "medication", "medications", "medicine", "dosage", "prescription", "ibuprofen",
    "paracetamol", "acetaminophen", "aspirin", "melatonin", "varenicline", "bupropion",
    "supplement", "supplements", "antidepressant", "antidepressants", "sedative", "sedatives",
  ]
  public static let medicationPhrases = ["nicotine patch", "nicotine gum", "nicotine lozenge"]
  public static let domainEndings: Set<String> = [
    "com", "org", "net", "io", "co", "info", "biz", "app", "ai", "ly", "me", "uk", "de",
  ]

  /// "<b", "</", "<!": the start of an HTML tag.
  public static func hasTag(_ text: String) -> Bool {
    let characters = Array(text)
    for index in characters.indices.dropLast() where characters[index] == "<" {
      let next = characters[index + 1]
      if next.isLetter || next == "/" || next == "!" { return true }
    }
    return false
  }

  public static func isDomainName(_ token: String) -> Bool {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, let last = parts.last, parts.allSatisfy({ !$0.isEmpty }) else {
      return false
    }
    return domainEndings.contains(String(last))
      && parts.dropLast().allSatisfy {
        $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
      }
  }

  public static func isEmailAddress(_ token: String) -> Bool {
    guard let at = token.firstIndex(of: "@"), at != token.startIndex else { return false }
    return token[token.index(after: at)...].contains(".")
  }

  /// Seven or more digits in one run of digits, spaces, dashes, dots, brackets and plus signs.
  public static func hasPhoneNumber(_ text: String) -> Bool {
    var digits = 0
    for character in text {
      if character.isASCII && character.isNumber {
        digits += 1
        if digits >= 7 { return true }
      } else if !" -.()+".contains(character) {
        digits = 0
      }
    }
    return false
  }

  /// "200mg", "5ml": an amount of a drug.
  public static func isDosage(_ word: String) -> Bool {
    for unit in ["mg", "mcg", "ml"] where word.hasSuffix(unit) {
      let number = word.dropLast(unit.count)
      if !number.isEmpty && number.allSatisfy({ $0.isNumber }) { return true }
    }
    return false
  }
}
