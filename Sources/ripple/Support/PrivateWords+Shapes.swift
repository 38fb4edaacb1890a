/// The JSON each kind of item seals, in UTF-8, as the web app writes it (js/private/words.js).
extension PrivateWords {
  /// A habit's item: `{"name", "description"}`.
  struct HabitWords: Codable, Equatable, Sendable {
    var name: String
    var description: String

    init(name: String, description: String) {
      self.name = name
      self.description = description
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
    }
  }

  /// A category's item: `{"name", "neutral"}`, the neutral name being the one its row holds.
  struct CategoryWords: Codable, Equatable, Sendable {
    var name: String
    var neutral: String?
  }

  /// A day's item: `{"note", "mood", "at"}`, `at` being the stamp (updatedAt) of the write that
  /// set them; the later stamp wins.
  struct DayWords: Codable, Equatable, Sendable {
    var note: String?
    var mood: String?
    var at: Int64?

    enum CodingKeys: String, CodingKey { case note, mood, at }

    init(note: String?, mood: String?, at: Int64?) {
      self.note = note
      self.mood = mood
      self.at = at
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      note = try container.decodeIfPresent(String.self, forKey: .note)
      mood = try container.decodeIfPresent(String.self, forKey: .mood)
      // A number in JSON (the browser writes Date.now()'s); milliseconds fit a Double exactly.
      at = (try? container.decodeIfPresent(Double.self, forKey: .at))
        .flatMap { Int64(exactly: $0.rounded(.down)) }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(note, forKey: .note)
      try container.encode(mood, forKey: .mood)
      try container.encode(at, forKey: .at)
    }
  }

  /// A coach token's item (kind goal or roadmap, its id the token's code): `{"text"}`.
  struct TokenWords: Codable, Equatable, Sendable {
    var text: String
  }
}
