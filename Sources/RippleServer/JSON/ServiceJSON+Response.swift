import Hummingbird
import RippleServices
import RippleWire

// The answers RippleWire and RippleServices write (the CLI's `--json` writes the same), sent as
// they are.
extension TodayJSON: ResponseEncodable {}
extension StatisticsJSON: ResponseEncodable {}
extension HabitStatisticsReportJSON: ResponseEncodable {}
extension InsightsJSON: ResponseEncodable {}
extension CurrentStreaksJSON: ResponseEncodable {}
extension StreakHistoryJSON: ResponseEncodable {}
extension HistoryMatrixJSON: ResponseEncodable {}
extension HabitHistoryJSON: ResponseEncodable {}
extension HabitListJSON: ResponseEncodable {}
extension CategoryListJSON: ResponseEncodable {}
extension ImportSummaryJSON: ResponseEncodable {}
extension ImportPreviewJSON: ResponseEncodable {}
extension TemplateGalleryJSON: ResponseEncodable {}
extension SearchResultsJSON: ResponseEncodable {}
extension HabitNotesJSON: ResponseEncodable {}
extension CheckInAnswerJSON: ResponseEncodable {}
extension GoalJSON: ResponseEncodable {}
extension GoalListJSON: ResponseEncodable {}
extension GoalMoveJSON: ResponseEncodable {}
extension GoalCheckJSON: ResponseEncodable {}
extension RoadmapPreviewJSON: ResponseEncodable {}
extension PreviewOrderJSON: ResponseEncodable {}
extension PreviewEditsJSON: ResponseEncodable {}
extension CoachWeekJSON: ResponseEncodable {}
extension RecalibrationJSON: ResponseEncodable {}
extension ReflectionWire: ResponseEncodable {}
extension ReflectionListJSON: ResponseEncodable {}
