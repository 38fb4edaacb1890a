// A text with its matches marked: the server's marks (UTF-16 offsets, end exclusive) drawn as
// <mark>, the rest as plain text. Where a match lies is the server's to say, never worked out here.

/** @typedef {import('../api/wire-types.js').SearchMark} SearchMark */

/**
 * The nodes of `text` with each of `marks` in a <mark> (overlapping or out-of-range marks are
 * clipped; none gives the text alone).
 * @param {string} text
 * @param {SearchMark[] | null | undefined} marks
 * @returns {Node[]}
 */
export function marked(text, marks) {
	/** @type {Node[]} */
	const nodes = [];
	let at = 0;
	const sorted = [...(marks ?? [])].sort((a, b) => a.start - b.start);
	for (const m of sorted) {
		const start = Math.max(at, Math.min(m.start, text.length));
		const end = Math.max(start, Math.min(m.end, text.length));
		if (end === start) continue;
		if (start > at) nodes.push(document.createTextNode(text.slice(at, start)));
		const mark = document.createElement('mark');
		mark.textContent = text.slice(start, end);
		nodes.push(mark);
		at = end;
	}
	if (at < text.length || !nodes.length) nodes.push(document.createTextNode(text.slice(at)));
	return nodes;
}
