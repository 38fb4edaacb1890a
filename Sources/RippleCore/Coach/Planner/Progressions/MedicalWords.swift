/// Words that bring a doctor, a diagnosis or a condition into a goal: then every plan carries a
/// line about checking with a clinician.
enum MedicalWords {
  static let stems = [
    "doctor", "gp", "physician", "nurse", "clinic", "hospital", "cardiolog", "diagnos", "blood",
    "pressure", "cholesterol", "diabet", "liver", "kidney", "heart", "surgery", "operation",
    "injur", "pregnan", "medication", "medicine", "prescri", "asthma", "copd", "arthritis",
    "cancer", "stroke", "rehab", "physio", "therapist", "condition", "illness", "disease",
    "pain", "depress", "insulin", "thyroid", "hypertens",
  ]

  static func mentioned(in text: String) -> Bool {
    Words.of(text).contains { word in
      stems.contains { stem in
        stem.count <= 3 ? word == stem : word.hasPrefix(stem)
      }
    }
  }
}
