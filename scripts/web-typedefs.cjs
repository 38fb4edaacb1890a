// Prints, as JSON, every JSDoc typedef of the web app's API types (js/api/*types.js) whose comment
// names its schema in the API document ("(schema Today)"): its members, each with whether it may
// be left out, as TypeScript resolves them. scripts/check-web-types compares them with the
// document. "(schema Card, plus pending)" names members this app adds to the schema's. A union
// (one of several shapes) gives each alternative's members. Needs Debian's node-typescript
// (NODE_PATH=/usr/share/nodejs).
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '..', 'Sources/RippleWebApp/Web/js/api');
const files = ['types.js', 'stats-types.js', 'coach-types.js'].map((f) => path.join(root, f));
const program = ts.createProgram(files, { allowJs: true, checkJs: true, noEmit: true, strict: true });
const checker = program.getTypeChecker();
const found = {};

for (const file of files) {
	const source = program.getSourceFile(file);
	const visit = (node) => {
		for (const doc of node.jsDoc ?? []) {
			const text = doc.getFullText();
			const named = /\(schema ([A-Za-z]+)(?:, plus ([A-Za-z, ]+))?\)/.exec(text);
			for (const tag of doc.tags ?? []) {
				if (!ts.isJSDocTypedefTag(tag) || !named) continue;
				const type = checker.getTypeFromTypeNode(tag.typeExpression.type);
				/** @param {import('typescript').Type} t */
				const membersOf = (t) => {
					const members = {};
					for (const p of checker.getPropertiesOfType(t))
						members[p.name] = (p.flags & ts.SymbolFlags.Optional) !== 0;
					return members;
				};
				found[tag.name.getText()] = {
					schema: named[1],
					added: named[2] ? named[2].split(',').map((m) => m.trim()) : [],
					file: path.basename(file),
					members: membersOf(type),
					alternatives: type.isUnion() ? type.types.map(membersOf) : null,
				};
			}
		}
		ts.forEachChild(node, visit);
	};
	// JSDoc blocks hang on the statement after them; the end-of-file token holds the last ones.
	visit(source);
	for (const doc of source.endOfFileToken.jsDoc ?? []) visit({ jsDoc: [doc], forEachChild() {} });
}
process.stdout.write(JSON.stringify(found, null, 1));
