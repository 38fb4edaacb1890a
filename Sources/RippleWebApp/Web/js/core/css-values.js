// Colours live in css/tokens.css only; scripts that need a colour as a value (canvas, colour maths)
// read it from there.

/** The value of a custom property on :root, in the colour scheme in use (`--brand` → its hex value). */
/** @param {string} name */
export const token = (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
