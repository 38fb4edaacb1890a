/// Random ids for invitations and partnerships: a prefix and 24 letters and digits.
public enum PartnerIDs {
  public static func invite() -> String { "pi_" + WebhookIDs.random() }

  public static func partnership() -> String { "pa_" + WebhookIDs.random() }
}
