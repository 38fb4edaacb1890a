import ArgumentParser
import RippleStore
import RippleWire

struct PartnersList: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List partners, what you share with each, and invitations.")

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let partnering = try await PartnerSession(account).partnering
    let list = try await partnering.list()
    if output.json {
      try JSONOutput.print(list)
      return
    }
    // Days are shown in the person's zone: read only for the text output.
    let settings = try await partnering.store.settings(for: partnering.user)
    let day = { (millis: Int64) in UserZone.moment(unixMillis: millis, settings: settings).day.text
    }
    if list.partners.isEmpty && list.invites.isEmpty {
      Console.out("No partners yet. Invite one with 'ripple partners invite ADDRESS'.")
      return
    }
    for partner in list.partners {
      Console.out("\(partner.name)  (since \(day(partner.since)), id \(partner.id))")
      if partner.shares.isEmpty {
        Console.out("  You share nothing with them yet.")
      }
      for share in partner.shares {
        var line = "  \(share.habitName)"
        if let shown = share.displayName { line += " shown as \"\(shown)\"" }
        line += share.includePast ? ", with its past" : ", from \(share.since)"
        if let until = share.until { line += ", until \(until)" }
        Console.out(line)
      }
      if partner.sharedWithMe > 0 {
        let habits = partner.sharedWithMe == 1 ? "habit" : "habits"
        Console.out("  They share \(partner.sharedWithMe) \(habits) with you: 'ripple shared'.")
      }
    }
    for invite in list.invites {
      let who = invite.email ?? "a link"
      let until = day(invite.expiresAt)
      Console.out(
        invite.direction == "sent"
          ? "Invited \(who), waiting until \(until) (id \(invite.id))"
          : "\(who) invites you: 'ripple partners accept \(who)' (until \(until))")
    }
  }
}
