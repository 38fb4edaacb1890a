import Hummingbird
import RippleServices
import RippleWire

// The answers RippleServices writes (the CLI's `--json` writes the same), sent as they are.
extension TodayJSON: ResponseEncodable {}
extension StatisticsJSON: ResponseEncodable {}
extension HistoryMatrixJSON: ResponseEncodable {}
extension ImportSummaryJSON: ResponseEncodable {}
extension CheckInAnswerJSON: ResponseEncodable {}
