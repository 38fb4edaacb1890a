import RippleCore
import RippleIcons

/// A backup's icons: each must be one Ripple made (it decodes and encodes again to the same
/// bytes, under its own digest), once. A habit that names an uploaded icon the backup does not
/// hold gets the default icon: an image is never taken from elsewhere, and every backup restores.
enum IconBackupValidation {
  static func checked(icons: [StoredIcon], habits: [Habit]) throws(StoreError) -> [Habit] {
    var digests: Set<String> = []
    for (index, icon) in icons.enumerated() {
      let place = "icons[\(index)]"
      guard IconImage.isDigest(icon.digest), digests.insert(icon.digest).inserted else {
        throw .badFile("\(place): the digest \(icon.digest) is not one icon's name")
      }
      let checked: IconImage
      do {
        checked = try IconImage.checked(png: icon.png)
      } catch {
        throw .badFile("\(place): not an icon Ripple made (\(error))")
      }
      guard checked.digest == icon.digest else {
        throw .badFile("\(place): the image is not the one its digest names")
      }
    }
    return habits.map { habit in
      guard habit.icon.hasPrefix(IconImage.prefix),
        !digests.contains(IconImage.digest(inIcon: habit.icon) ?? "")
      else { return habit }
      var habit = habit
      habit.icon = Habit.defaultIcon
      return habit
    }
  }
}
