/// The words that point to each domain, with their weight: 3 names the domain outright, 2 leans
/// towards it, 1 only hints. A word matches by its stem ("run" matches "running"), or exactly
/// when the stem ends with a full stop ("bed." is not "bedroom"; "chess." is not "chest", which
/// is one typo away); a stem with a space is a phrase, its last word matched by stem.
enum DomainKeywords {
  static func of(_ domain: Domain) -> [(stem: String, weight: Int)] {
    switch domain {
    case .running:
      return [
        ("run", 3), ("jog", 3), ("marathon", 3), ("5k", 3), ("10k", 3), ("cardio", 2),
        ("couch to", 3), ("sprint.", 3), ("sprints.", 3), ("treadmill", 3), ("race", 1),
        ("fitness", 1), ("aerobic", 2), ("stamina", 2), ("endurance", 2), ("triathlon", 2),
        ("out of breath", 2), ("parkrun", 3),
      ]
    case .walking:
      return [
        ("walk", 3), ("walks.", 3), ("steps.", 3), ("step count", 3), ("pedometer", 3),
        ("hike", 2), ("hiking", 2), ("stroll", 2), ("10000", 1), ("10,000", 1),
      ]
    case .swimming:
      return [
        ("swim", 3), ("pool", 2), ("lengths", 2), ("laps.", 2), ("freestyle", 3),
        ("breaststroke", 3), ("front crawl", 3), ("backstroke", 3),
      ]
    case .cycling:
      return [
        ("cycl", 3), ("bike", 3), ("biking", 3), ("bicycle", 3), ("peloton", 3),
        ("spin class", 3), ("ride my", 2), ("sportive", 3),
      ]
    case .strength:
      return [
        ("strength", 3), ("muscle", 3), ("pushup", 3), ("push", 2), ("pullup", 3),
        ("pull up", 3), ("push up", 3), ("chin up", 3), ("pull", 1), ("squat", 3), ("plank.", 3),
        ("planks.", 3), ("strong", 3), ("toned", 2), ("abs.", 2), ("core", 1), ("workout", 2),
        ("exercis", 1), ("calisthenic", 3), ("biceps", 3), ("bulk", 2), ("crunches", 3),
        ("burpee", 3), ("sit up", 3), ("situp", 3), ("lunges", 3),
      ]
    case .gym:
      return [
        ("gym", 2), ("lift", 3), ("weights.", 3), ("weightlifting", 3), ("deadlift", 3),
        ("bench", 2), ("barbell", 3), ("dumbbell", 2), ("kettlebell", 2), ("resistance", 2),
        ("weight training", 3), ("powerlifting", 3), ("squat rack", 3),
      ]
    case .flexibility:
      return [
        ("flexib", 3), ("flexible", 3), ("stretch", 3), ("yoga", 3), ("mobility", 3),
        ("pilates", 3), ("splits", 3), ("toes", 2), ("posture", 2), ("stiff", 2), ("limber", 3),
        ("supple", 3), ("back pain", 2), ("tight", 1), ("hamstring", 3),
      ]
    case .meditation:
      return [
        ("medit", 3), ("mindful", 3), ("breath", 2), ("calm", 2), ("stress", 2), ("anxi", 2),
        ("relax", 2), ("zen.", 2), ("peace", 1), ("present.", 1), ("headspace", 3), ("worry", 2),
        ("overthink", 2), ("centered", 2), ("centred", 2), ("grounded", 2), ("gratitude", 2),
      ]
    case .sleep:
      return [
        ("sleep", 3), ("bed.", 2), ("bedtime", 3), ("insomnia", 3), ("rest.", 1), ("rested", 2),
        ("tired.", 2), ("tiredness", 2), ("nap.", 2), ("naps.", 2), ("night owl", 3),
        ("asleep", 3), ("exhausted", 2), ("hours of", 1), ("slept", 3),
      ]
    case .wakeTime:
      return [
        ("wake", 3), ("waking", 3), ("early riser", 3), ("snooze", 3), ("alarm", 2),
        ("get up", 2), ("morning person", 3), ("lie in", 2), ("oversleep", 3),
      ]
    case .nutrition:
      return [
        ("eat", 2), ("ate.", 1), ("food", 2), ("diet", 3), ("nutrition", 3), ("water", 3),
        ("hydrat", 3), ("drink", 1), ("vegetable", 3), ("veggie", 3), ("veg.", 2), ("fruit", 3),
        ("meal", 3), ("protein", 3), ("healthy", 1), ("snack", 1), ("lose weight", 2),
        ("weight", 1), ("lose.", 2), ("breakfast", 2), ("lunch", 1), ("salad", 3),
        ("calorie", 3), ("junk", 2), ("processed", 2), ("greens", 3), ("fiber", 3), ("fibre", 3),
        ("plant based", 3), ("vegan", 3),
      ]
    case .cooking:
      return [
        ("cook.", 3), ("cooking", 3), ("cooked", 2), ("meal prep", 4), ("recipe", 2),
        ("home cooked", 3), ("takeaway", 1), ("takeout", 1), ("bake", 1),
      ]
    case .reading:
      return [
        ("read.", 3), ("reads.", 3), ("reading", 3), ("reader", 3), ("book", 2), ("novel", 1),
        ("pages", 2), ("library", 1), ("kindle", 3),
        ("literature", 3), ("audiobook", 2), ("classics", 2), ("goodreads", 3),
      ]
    case .writing:
      return [
        ("writ", 3), ("journal", 3), ("diary.", 3), ("diaries.", 3), ("blog", 3), ("poem", 3),
        ("poetry", 3),
        ("story", 1), ("stories", 1), ("novel", 2), ("essay", 2), ("draft", 2), ("memoir", 3),
        ("screenplay", 3), ("morning pages", 3), ("newsletter", 2), ("author", 2), ("chapter", 2),
      ]
    case .language:
      return [
        ("language", 3), ("spanish", 3), ("french", 3), ("german", 3), ("italian", 3),
        ("japanese", 3), ("chinese", 3), ("mandarin", 3), ("korean", 3), ("portuguese", 3),
        ("arabic", 3), ("russian", 3), ("dutch", 3), ("english", 2), ("fluent", 3), ("vocab", 3),
        ("duolingo", 3), ("grammar", 2), ("speak", 1), ("conversation", 1), ("hindi", 3),
        ("greek", 3), ("swedish", 3), ("turkish", 3), ("norwegian", 3), ("danish", 3),
        ("polish", 1), ("vietnamese", 3), ("hebrew", 3), ("cantonese", 3), ("finnish.", 3),
        ("esperanto", 3), ("latin", 2), ("sign language", 3), ("bilingual", 3),
      ]
    case .instrument:
      return [
        ("guitar", 3), ("piano", 3), ("violin", 3), ("drum", 3), ("ukulele", 3), ("bass", 2),
        ("cello", 3), ("flute", 3), ("sax.", 3), ("saxophone", 3), ("trumpet", 3),
        ("instrument", 3), ("music", 2),
        ("sing.", 2), ("singing", 2), ("song", 2), ("chord", 3), ("scales", 2), ("keyboard", 2),
        ("harmonica", 3),
        ("clarinet", 3), ("banjo", 3), ("mandolin", 3), ("harp", 3), ("vocal", 2),
      ]
    case .study:
      return [
        ("study", 3), ("studies", 3), ("studying", 3), ("learn", 1), ("code", 3), ("coding", 3),
        ("program", 3), ("python", 3), ("javascript", 3), ("swiftui", 3), ("course", 3),
        ("exam.", 3), ("exams.", 3), ("certific", 3), ("skill.", 2), ("skills.", 2), ("math", 3),
        ("class.", 1),
        ("classes", 1), ("degree", 2),
        ("lecture", 3), ("sql", 3), ("draw.", 2), ("drawing", 2), ("paint.", 2), ("painting", 2),
        ("painter", 2), ("chess.", 3),
        ("excel", 2),
        ("photograph", 2), ("knit", 2), ("lesson", 1), ("tutorial", 2), ("revis", 2),
        ("homework", 3), ("thesis", 3), ("algorithm", 3), ("statistic", 3), ("physics", 3),
        ("history", 1), ("sketch", 2), ("web develop", 3), ("machine learning", 3),
      ]
    case .declutter:
      return [
        ("declutter", 3), ("clutter", 3), ("tidy", 3), ("clean", 2), ("organi", 2), ("mess.", 2),
        ("messy", 2),
        ("closet", 3), ("wardrobe", 2), ("minimal", 3), ("konmari", 3), ("stuff", 1),
        ("garage", 2), ("belongings", 3), ("donate", 2), ("throw away", 2), ("laundry", 2),
        ("dishes", 2), ("drawer", 2), ("attic", 2), ("basement", 2), ("cupboard", 2),
      ]
    case .saving:
      return [
        ("save", 3), ("saving", 3), ("money", 3), ("budget", 2), ("invest", 2), ("financ", 3),
        ("frugal", 2), ("emergency fund", 3), ("afford", 1), ("retire", 2), ("dollar", 3),
        ("euro.", 3), ("euros.", 3), ("pound", 1), ("cash", 2), ("deposit", 2), ("salary", 2),
        ("paycheck", 2), ("nest egg", 3),
      ]
    case .debt:
      return [
        ("debt", 3), ("pay off", 3), ("pay down", 3), ("credit card", 3), ("loan", 3),
        ("overdraft", 3), ("owe.", 3), ("mortgage", 2), ("bills", 1), ("interest rate", 2),
      ]
    case .spending:
      return [
        ("spending", 3), ("spend less money", 4), ("spend less on", 3), ("overspend", 3),
        ("impulse", 2), ("buying", 2), ("shopping", 2), ("no spend", 3), ("expense", 2),
        ("stop buying", 3),
      ]
    case .social:
      return [
        ("friend", 3), ("family", 3), ("social", 1), ("connect", 2), ("lonely", 3),
        ("loneliness", 3), ("call", 2), ("mom.", 2), ("mum.", 2), ("dad.", 2), ("parent", 2),
        ("sister", 2), ("brother", 2), ("people", 1), ("network", 2), ("relationship", 2),
        ("partner", 2), ("reach out", 2), ("grandma", 2), ("grandpa", 2), ("grandparent", 2),
        ("neighbour", 2), ("neighbor", 2), ("community", 2), ("volunteer", 2), ("isolated", 2),
        ("catch up", 2), ("keep in touch", 3), ("introvert", 2), ("kids", 1), ("children", 1),
        ("time with", 2),
      ]
    case .meetingPeople:
      return [
        ("meet new people", 5), ("meet people", 5), ("new friends", 5), ("make friends", 5),
        ("meetup", 3), ("new city", 2), ("socialise more", 3), ("socialize more", 3),
      ]
    case .screenTime:
      return [
        ("screen", 3), ("phone", 3), ("scroll", 3), ("social media", 4), ("instagram", 3),
        ("tiktok", 3), ("facebook", 3), ("twitter", 3), ("youtube", 3), ("netflix", 3),
        ("tv.", 2), ("television", 3), ("internet", 2), ("online", 1), ("gaming.", 2),
        ("video games", 3), ("digital", 2), ("detox", 2), ("doomscroll", 3), ("reddit", 3),
        ("smartphone", 3), ("notification", 2), ("binge", 2), ("apps.", 2), ("app.", 1),
      ]
    case .phoneFree:
      return [("phone free", 5), ("screen free", 5), ("device free", 5), ("digital sunset", 5)]
    case .smoking:
      return [
        ("smok", 3), ("cigarette", 3), ("cigs", 3), ("vape", 3), ("vaping", 3), ("nicotine", 3),
        ("tobacco", 3), ("cigar", 3),
      ]
    case .sugar:
      return [
        ("sugar", 3), ("sweet.", 3), ("sweetened", 3), ("candy", 3), ("chocolate", 3),
        ("dessert", 3), ("soda", 3),
        ("cake", 2), ("cookie", 2), ("sugary", 3), ("soft drinks", 3), ("coke", 2),
        ("pastries", 2), ("biscuit", 2), ("ice cream", 3), ("sweets", 3),
      ]
    case .alcohol:
      return [
        ("alcohol", 3), ("drink", 1), ("beer", 3), ("wine", 3), ("booze", 3), ("sober", 3),
        ("drunk.", 3), ("liquor", 3), ("cocktail", 3), ("dry january", 3), ("hangover", 3),
        ("drinking", 1), ("spirits", 2), ("pub.", 2), ("whisky", 3), ("whiskey", 3), ("vodka", 3),
        ("drink less", 2), ("drinking less", 2), ("drinks a", 2), ("units", 2),
      ]
    case .dailyHabit:
      return [
        ("floss", 3), ("gratitude", 4), ("grateful", 4), ("thankful", 4), ("vitamin", 3),
        ("supplement", 3), ("medication", 3), ("my pills", 3), ("skincare", 3), ("sunscreen", 3),
        ("make my bed", 4), ("make the bed", 4), ("brush my teeth", 3), ("moisturis", 3),
        ("water my plants", 5), ("water the plants", 5),
      ]
    case .general:
      return []
    }
  }
}
