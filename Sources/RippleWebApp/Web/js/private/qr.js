// A QR code encoder (ISO/IEC 18004), so that private mode's recovery kit can be
// printed and scanned back. A text becomes one segment, alphanumeric when every character is in
// that mode's set, else bytes (UTF-8); it is put in the smallest of versions 1 to 10 that holds it
// at error correction level M, split into the standard's blocks, each given its Reed–Solomon
// codewords over GF(256), and interleaved. The symbol gets its function patterns (finders and
// their separators, timing, alignment, the dark module, version information from version 7) and
// the data, under whichever of the 8 masks the standard's 4 penalty rules score lowest, with that
// mask named in the format information. Pure functions: nothing here makes a request or touches
// the DOM; `qrSvg` gives markup for whoever shows or prints it.

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const MODE_ALPHANUMERIC = 0b0010;
const MODE_BYTE = 0b0100;
/** Level M in the format information (L 01, M 00, Q 11, H 10). */
const LEVEL_M = 0b00;
const LARGEST_VERSION = 10;

/**
 * Level M's blocks for versions 1 to 10: error correction codewords per block, then the blocks of
 * the first group and their data codewords each, then the blocks of the second group (each with
 * one data codeword more).
 * @type {[number, number, number, number][]}
 */
const BLOCKS = [
	[10, 1, 16, 0],
	[16, 1, 28, 0],
	[26, 1, 44, 0],
	[18, 2, 32, 0],
	[24, 2, 43, 0],
	[16, 4, 27, 0],
	[18, 4, 31, 0],
	[22, 2, 38, 2],
	[22, 3, 36, 2],
	[26, 4, 43, 1],
];

/** The rows and columns of the alignment patterns' centres, versions 1 to 10. */
const ALIGNMENT = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

/** GF(256) with the primitive polynomial x⁸ + x⁴ + x³ + x² + 1: α's powers and logarithms. */
const EXP = new Uint8Array(510);
const LOG = new Uint8Array(256);
for (let i = 0, x = 1; i < 255; i++, x = x & 0x80 ? (x << 1) ^ 0x11d : x << 1) {
	EXP[i] = EXP[i + 255] = x;
	LOG[x] = i;
}

/** @param {number} a @param {number} b */
function multiply(a, b) {
	return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]];
}

/**
 * The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), highest power first.
 * @param {number} degree
 */
function generator(degree) {
	let poly = [1];
	for (let i = 0; i < degree; i++) {
		const next = new Array(poly.length + 1).fill(0);
		poly.forEach((c, j) => {
			next[j] ^= c;
			next[j + 1] ^= multiply(c, EXP[i]);
		});
		poly = next;
	}
	return poly;
}

/**
 * A block's error correction codewords: the remainder of data(x)·x^degree divided by the generator.
 * @param {number[]} data
 * @param {number} degree
 */
function errorCorrection(data, degree) {
	const gen = generator(degree);
	const rest = new Array(degree).fill(0);
	for (const byte of data) {
		const factor = byte ^ rest[0];
		rest.shift();
		rest.push(0);
		for (let j = 0; j < degree; j++) rest[j] ^= multiply(gen[j + 1], factor);
	}
	return rest;
}

/**
 * `value` with the remainder of value·x^degree divided by `poly` appended (a BCH code).
 * @param {number} value @param {number} poly @param {number} degree
 */
function bch(value, poly, degree) {
	let rest = value << degree;
	for (let bit = 31 - Math.clz32(rest); bit >= degree; bit--) {
		if ((rest >>> bit) & 1) rest ^= poly << (bit - degree);
	}
	return (value << degree) | rest;
}

/** @param {number[]} bits @param {number} value @param {number} length */
function push(bits, value, length) {
	for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
}

/** @typedef {{mode: number, count: number, bits: number[]}} Segment */

/**
 * The text as one segment: its mode, its length in characters (alphanumeric) or bytes, its bits.
 * @param {string} text
 * @returns {Segment}
 */
function segment(text) {
	/** @type {number[]} */
	const bits = [];
	if ([...text].every((c) => ALPHANUMERIC.includes(c))) {
		const values = [...text].map((c) => ALPHANUMERIC.indexOf(c));
		for (let i = 0; i + 1 < values.length; i += 2) push(bits, values[i] * 45 + values[i + 1], 11);
		if (values.length % 2 === 1) push(bits, values[values.length - 1], 6);
		return { mode: MODE_ALPHANUMERIC, count: values.length, bits };
	}
	const bytes = new TextEncoder().encode(text);
	for (const byte of bytes) push(bits, byte, 8);
	return { mode: MODE_BYTE, count: bytes.length, bits };
}

/**
 * The bits of the character count indicator.
 * @param {number} mode @param {number} version
 */
function countBits(mode, version) {
	if (mode === MODE_ALPHANUMERIC) return version < 10 ? 9 : 11;
	return version < 10 ? 8 : 16;
}

/**
 * How many data codewords a version holds at level M.
 * @param {number} version
 */
function dataCapacity(version) {
	const [, blocks1, data1, blocks2] = BLOCKS[version - 1];
	return blocks1 * data1 + blocks2 * (data1 + 1);
}

/**
 * The most characters (alphanumeric) or bytes the largest version holds.
 * @param {number} mode
 */
function largestCount(mode) {
	const room = dataCapacity(LARGEST_VERSION) * 8 - 4 - countBits(mode, LARGEST_VERSION);
	if (mode === MODE_BYTE) return Math.floor(room / 8);
	return Math.floor(room / 11) * 2 + (room % 11 >= 6 ? 1 : 0);
}

/**
 * The smallest version that holds the segment.
 * @param {Segment} seg
 */
function smallestVersion(seg) {
	for (let version = 1; version <= LARGEST_VERSION; version++) {
		const needed = 4 + countBits(seg.mode, version) + seg.bits.length;
		if (needed <= dataCapacity(version) * 8) return version;
	}
	const unit = seg.mode === MODE_BYTE ? 'bytes of UTF-8' : 'characters';
	throw new Error(
		`Too long for a QR code: ${seg.count} ${unit}, and at most ${largestCount(seg.mode)} fit ` +
			`(version ${LARGEST_VERSION}, error correction level M).`,
	);
}

/**
 * The data codewords: mode, count, data, a terminator, zeros to a whole byte, then the pad bytes.
 * @param {Segment} seg @param {number} version
 */
function dataCodewords(seg, version) {
	const capacity = dataCapacity(version);
	/** @type {number[]} */
	const bits = [];
	push(bits, seg.mode, 4);
	push(bits, seg.count, countBits(seg.mode, version));
	for (const bit of seg.bits) bits.push(bit);
	push(bits, 0, Math.min(4, capacity * 8 - bits.length));
	push(bits, 0, (8 - (bits.length % 8)) % 8);
	const bytes = [];
	for (let i = 0; i < bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
	for (let pad = 0xec; bytes.length < capacity; pad ^= 0xec ^ 0x11) bytes.push(pad);
	return bytes;
}

/**
 * The data split into blocks, each followed by its error correction, interleaved: the first
 * codeword of every block, then the second, …; then the error correction codewords the same way.
 * @param {number[]} data @param {number} version
 */
function interleave(data, version) {
	const [ecLength, blocks1, data1, blocks2] = BLOCKS[version - 1];
	const blocks = [];
	for (let b = 0, at = 0; b < blocks1 + blocks2; b++) {
		const length = b < blocks1 ? data1 : data1 + 1;
		const part = data.slice(at, at + length);
		at += length;
		blocks.push({ data: part, ec: errorCorrection(part, ecLength) });
	}
	const out = [];
	for (let i = 0; i <= data1; i++) for (const block of blocks) if (i < block.data.length) out.push(block.data[i]);
	for (let i = 0; i < ecLength; i++) for (const block of blocks) out.push(block.ec[i]);
	return out;
}

/** @typedef {{size: number, dark: boolean[][], fixed: boolean[][]}} Grid */

/** @param {Grid} grid @param {number} row @param {number} col @param {boolean} dark */
function setFixed(grid, row, col, dark) {
	grid.dark[row][col] = dark;
	grid.fixed[row][col] = true;
}

/**
 * A 7×7 finder with its light separator, centred at (row, col); what falls outside is left out.
 * @param {Grid} grid @param {number} row @param {number} col
 */
function drawFinder(grid, row, col) {
	for (let dr = -4; dr <= 4; dr++) {
		for (let dc = -4; dc <= 4; dc++) {
			const r = row + dr;
			const c = col + dc;
			if (r < 0 || c < 0 || r >= grid.size || c >= grid.size) continue;
			const ring = Math.max(Math.abs(dr), Math.abs(dc));
			setFixed(grid, r, c, ring !== 2 && ring !== 4);
		}
	}
}

/**
 * The 15 bits of format information for a mask.
 * @param {number} mask
 */
function formatBits(mask) {
	return bch((LEVEL_M << 3) | mask, 0x537, 10) ^ 0x5412;
}

/**
 * Both copies of the format information, bit 0 first: down column 8 beside the top-left finder
 * and on leftwards along row 8; along row 8 from the right edge, then down column 8 at the bottom.
 * @param {Grid} grid @param {number} mask
 */
function drawFormat(grid, mask) {
	const bits = formatBits(mask);
	const size = grid.size;
	for (let i = 0; i < 15; i++) {
		const dark = ((bits >>> i) & 1) === 1;
		if (i < 6) setFixed(grid, i, 8, dark);
		else if (i < 8) setFixed(grid, i + 1, 8, dark);
		else if (i === 8) setFixed(grid, 8, 7, dark);
		else setFixed(grid, 8, 14 - i, dark);
		if (i < 8) setFixed(grid, 8, size - 1 - i, dark);
		else setFixed(grid, size - 15 + i, 8, dark);
	}
}

/**
 * The version information (versions 7 and up), 18 bits in a 6×3 block above the bottom-left
 * finder and its transpose left of the top-right one.
 * @param {Grid} grid @param {number} version
 */
function drawVersion(grid, version) {
	const bits = bch(version, 0x1f25, 12);
	for (let i = 0; i < 18; i++) {
		const dark = ((bits >>> i) & 1) === 1;
		const near = Math.floor(i / 3);
		const far = grid.size - 11 + (i % 3);
		setFixed(grid, far, near, dark);
		setFixed(grid, near, far, dark);
	}
}

/**
 * A symbol holding only its function patterns; the format information is drawn per mask.
 * @param {number} version
 */
function functionPatterns(version) {
	const size = 17 + 4 * version;
	const blank = () => Array.from({ length: size }, () => new Array(size).fill(false));
	/** @type {Grid} */
	const grid = { size, dark: blank(), fixed: blank() };
	for (let i = 0; i < size; i++) {
		setFixed(grid, 6, i, i % 2 === 0);
		setFixed(grid, i, 6, i % 2 === 0);
	}
	drawFinder(grid, 3, 3);
	drawFinder(grid, 3, size - 4);
	drawFinder(grid, size - 4, 3);
	const centres = ALIGNMENT[version - 1];
	const last = centres.length - 1;
	centres.forEach((row, i) =>
		centres.forEach((col, j) => {
			if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
			for (let dr = -2; dr <= 2; dr++) {
				for (let dc = -2; dc <= 2; dc++) setFixed(grid, row + dr, col + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
			}
		}),
	);
	setFixed(grid, size - 8, 8, true);
	drawFormat(grid, 0);
	if (version >= 7) drawVersion(grid, version);
	return grid;
}

/**
 * The codewords' bits, most significant first, in two-column strips from the bottom-right corner,
 * up then down, skipping the vertical timing column and every function module. Modules left over
 * (the remainder bits) stay light.
 * @param {Grid} grid @param {number[]} codewords
 */
function placeData(grid, codewords) {
	const size = grid.size;
	let index = 0;
	let upward = true;
	for (let right = size - 1; right >= 1; right -= 2) {
		if (right === 6) right = 5;
		for (let k = 0; k < size; k++) {
			const row = upward ? size - 1 - k : k;
			for (const col of [right, right - 1]) {
				if (grid.fixed[row][col]) continue;
				const byte = codewords[index >>> 3] ?? 0;
				grid.dark[row][col] = ((byte >>> (7 - (index & 7))) & 1) === 1;
				index++;
			}
		}
		upward = !upward;
	}
}

/** @type {((row: number, col: number) => boolean)[]} */
const MASKS = [
	(r, c) => (r + c) % 2 === 0,
	(r) => r % 2 === 0,
	(_, c) => c % 3 === 0,
	(r, c) => (r + c) % 3 === 0,
	(r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
	(r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
	(r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
	(r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/**
 * The data modules under a mask, with that mask's format information.
 * @param {Grid} grid @param {number} mask
 */
function masked(grid, mask) {
	const dark = grid.dark.map((line, r) => line.map((d, c) => (grid.fixed[r][c] ? d : d !== MASKS[mask](r, c))));
	/** @type {Grid} */
	const out = { size: grid.size, dark, fixed: grid.fixed };
	drawFormat(out, mask);
	return out;
}

/** Rule 3's patterns: dark, light, three dark, light, dark (1:1:3:1:1) with four light modules on one side. */
const FINDER_LIKE = ['10111010000', '00001011101'];

/**
 * Rules 1 and 3 over one row or column: runs of five or more alike (3, plus 1 for each module
 * beyond five), and finder-like patterns (40 each), counting the light quiet zone around the symbol.
 * @param {boolean[]} line
 */
function linePenalty(line) {
	let score = 0;
	let run = 1;
	for (let i = 1; i <= line.length; i++) {
		if (i < line.length && line[i] === line[i - 1]) {
			run++;
			continue;
		}
		if (run >= 5) score += run - 2;
		run = 1;
	}
	const text = `0000${line.map((d) => (d ? '1' : '0')).join('')}0000`;
	for (let i = 0; i + 11 <= text.length; i++) {
		if (FINDER_LIKE.includes(text.slice(i, i + 11))) score += 40;
	}
	return score;
}

/**
 * The standard's penalty: runs and finder-like patterns in rows and columns (rules 1 and 3), 2×2
 * blocks alike (rule 2, 3 each), and the share of dark modules away from half (rule 4, 10 for
 * each 5 % step).
 * @param {boolean[][]} dark
 */
function penalty(dark) {
	const size = dark.length;
	let score = 0;
	let darkCount = 0;
	for (let i = 0; i < size; i++) {
		score += linePenalty(dark[i]) + linePenalty(dark.map((line) => line[i]));
		for (let j = 0; j < size; j++) {
			if (dark[i][j]) darkCount++;
			if (i + 1 < size && j + 1 < size) {
				const d = dark[i][j];
				if (dark[i][j + 1] === d && dark[i + 1][j] === d && dark[i + 1][j + 1] === d) score += 3;
			}
		}
	}
	const percent = (darkCount * 100) / (size * size);
	return score + Math.floor(Math.abs(percent - 50) / 5) * 10;
}

/**
 * The QR code of a text at error correction level M: `size` rows of `size` modules, true dark.
 * Throws an Error naming the limit when the text does not fit version 10.
 * @param {string} text
 * @returns {{size: number, modules: boolean[][]}}
 */
export function qrMatrix(text) {
	const seg = segment(text);
	const version = smallestVersion(seg);
	const grid = functionPatterns(version);
	placeData(grid, interleave(dataCodewords(seg, version), version));
	let best = masked(grid, 0);
	let bestScore = penalty(best.dark);
	for (let mask = 1; mask < MASKS.length; mask++) {
		const candidate = masked(grid, mask);
		const score = penalty(candidate.dark);
		if (score < bestScore) {
			best = candidate;
			bestScore = score;
		}
	}
	return { size: grid.size, modules: best.dark };
}

/** @param {string} text */
function escapeAttribute(text) {
	return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The QR code of a text as an SVG image: the view box counts modules (the quiet zone `margin`
 * included), `scale` pixels each; a white square behind one path of dark squares, a run of dark
 * modules in a row drawn as one rectangle.
 * @param {string} text
 * @param {{scale?: number, margin?: number, label?: string}} options
 */
export function qrSvg(text, { scale = 4, margin = 4, label = 'QR code' } = {}) {
	const { size, modules } = qrMatrix(text);
	const whole = size + 2 * margin;
	let path = '';
	modules.forEach((row, y) => {
		for (let x = 0; x < size; x++) {
			if (!row[x]) continue;
			const start = x;
			while (x + 1 < size && row[x + 1]) x++;
			path += `M${start + margin} ${y + margin}h${x + 1 - start}v1h-${x + 1 - start}z`;
		}
	});
	const pixels = whole * scale;
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${whole} ${whole}" width="${pixels}" height="${pixels}" ` +
		`shape-rendering="crispEdges" role="img" aria-label="${escapeAttribute(label)}">` +
		`<rect width="${whole}" height="${whole}" fill="white"/><path fill="black" d="${path}"/></svg>`
	);
}
