/// The words a stated target's unit is written in, each mapped to its canonical unit.
enum TargetUnits {
  static let distance: [String: String] = [
    "k": "km", "km": "km", "kms": "km", "kilometer": "km", "kilometers": "km",
    "kilometre": "km", "kilometres": "km", "mile": "miles", "miles": "miles", "mi": "miles",
  ]
  static let metres = ["m", "meter", "meters", "metre", "metres"]
  static let minutes = ["min", "mins", "minute", "minutes", "minuten", "mn"]
  static let hours = ["h", "hr", "hrs", "hour", "hours"]
  static let weight: [String: String] = [
    "kg": "kg", "kgs": "kg", "kilo": "kg", "kilos": "kg", "kilogram": "kg", "kilograms": "kg",
    "lb": "lb", "lbs": "lb",
  ]
  static let money: [String: String] = [
    "$": "$", "dollar": "$", "dollars": "$", "usd": "$", "bucks": "$", "€": "€", "euro": "€",
    "euros": "€", "eur": "€", "£": "£", "gbp": "£", "quid": "£",
  ]
  /// Counted things a goal may name, singular and plural, to one canonical plural.
  static let counts: [String: String] = [
    "pushup": "push-ups", "pushups": "push-ups", "pressup": "push-ups", "pressups": "push-ups",
    "pullup": "pull-ups", "pullups": "pull-ups", "chinup": "pull-ups", "chinups": "pull-ups",
    "situp": "sit-ups", "situps": "sit-ups", "squat": "squats", "squats": "squats",
    "burpee": "burpees", "burpees": "burpees", "rep": "reps", "reps": "reps", "lunge": "lunges",
    "lunges": "lunges", "dip": "dips", "dips": "dips", "plank": "planks",
    "book": "books", "books": "books", "novel": "books", "novels": "books", "page": "pages",
    "pages": "pages", "chapter": "chapters", "chapters": "chapters", "word": "words",
    "words": "words", "litre": "litres", "litres": "litres", "liter": "litres",
    "liters": "litres", "l": "litres", "glass": "glasses", "glasses": "glasses", "cup": "cups",
    "cups": "cups", "bottle": "bottles", "bottles": "bottles", "step": "steps",
    "steps": "steps", "cigarette": "cigarettes", "cigarettes": "cigarettes", "cigs": "cigarettes",
    "cig": "cigarettes", "smokes": "cigarettes", "fags": "cigarettes", "drink": "drinks",
    "drinks": "drinks", "beer": "drinks", "beers": "drinks", "pints": "drinks", "pint": "drinks",
    "coffee": "coffees", "coffees": "coffees", "lesson": "lessons", "lessons": "lessons",
    "song": "songs", "songs": "songs", "portion": "portions", "portions": "portions",
    "serving": "portions", "servings": "portions", "meal": "meals", "meals": "meals",
    "sweets": "sweets", "snacks": "snacks", "sodas": "sodas", "soda": "sodas",
    "vape": "vapes", "vapes": "vapes", "item": "items", "items": "items", "things": "items",
    "friend": "friends", "friends": "friends", "call": "calls", "calls": "calls",
    "essay": "essays", "essays": "essays", "poem": "poems", "poems": "poems",
    "flashcard": "flashcards", "flashcards": "flashcards", "calorie": "calories",
    "calories": "calories", "kcal": "calories", "cals": "calories", "length": "lengths",
    "lengths": "lengths", "lap": "lengths", "laps": "lengths", "unit": "units", "units": "units",
  ]
  /// "Times a week" is written many ways.
  static let times = [
    "times", "time", "x", "days", "day", "nights", "sessions", "mornings", "evenings", "runs",
    "workouts", "classes",
  ]
  static let numberWords: [String: Double] = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "hundred": 100, "dozen": 12,
  ]
  static let none = ["none", "zero", "nothing", "nil"]
  static let weightVerbs = ["lose", "losing", "weigh", "weight", "drop", "shed", "lost"]
  static let bedWords = ["bed", "sleep", "asleep", "lights", "bedtime"]
  static let wakeWords = ["wake", "up", "rise", "alarm", "snooze", "waking"]
  static let quitWords = ["quit", "stop", "free", "sober", "none", "without", "quitting"]
  static let periods: [(words: [String], period: TargetPeriod)] = [
    (["a", "day"], .day), (["per", "day"], .day), (["daily"], .day), (["each", "day"], .day),
    (["every", "day"], .day), (["a", "night"], .day), (["every", "night"], .day),
    (["nightly"], .day), (["every", "morning"], .day), (["each", "morning"], .day),
    (["a", "morning"], .day), (["every", "evening"], .day), (["each", "night"], .day),
    (["per", "night"], .day), (["an", "day"], .day), (["everyday"], .day),
    (["a", "week"], .week), (["per", "week"], .week), (["weekly"], .week),
    (["each", "week"], .week), (["every", "week"], .week), (["a", "wk"], .week),
    (["a", "month"], .month), (["per", "month"], .month), (["monthly"], .month),
    (["every", "month"], .month), (["each", "month"], .month),
    (["a", "year"], .year), (["per", "year"], .year), (["this", "year"], .year),
    (["every", "year"], .year), (["in", "a", "year"], .year), (["yearly"], .year),
  ]
}
