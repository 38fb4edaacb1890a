import ArgumentParser

struct Templates: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Start from a habit template, or share a routine as a file.",
    subcommands: [
      TemplatesList.self, TemplatesAdd.self, TemplatesExport.self, TemplatesImport.self,
    ],
    defaultSubcommand: TemplatesList.self)
}
