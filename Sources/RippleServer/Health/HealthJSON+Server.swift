import Hummingbird
import RippleWire

extension HealthLinksJSON: ResponseEncodable {}
extension HealthLinkJSON: ResponseEncodable {}
extension HealthImportJSON: ResponseEncodable {}
