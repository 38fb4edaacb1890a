// "Create New Category" (spec 000 §6.5.2) inside the habit sheet: a name and a colour, with a colour
// no other category has suggested so new categories tell apart. The API stores no icon for a
// category yet (Category in openapi.yaml has name and color only), so there is no icon picker.
import { h } from '../../core/dom.js';
import { icon } from '../../components/icons.js';
import { field, roving } from '../../components/fields.js';
import { state } from '../../core/store.js';
import { haptic } from '../../components/ui.js';

/** The engine's preset colours (GET /meta palette.presets). */
const presets = () => state.meta?.palette?.presets ?? [];

/** The first preset colour the fewest categories use (unused ones first, in the presets' order). */
export function freshCategoryColor(categories) {
  const uses = new Map();
  for (const c of categories) uses.set(c.color?.toUpperCase(), (uses.get(c.color?.toUpperCase()) ?? 0) + 1);
  let best = presets()[0]?.hex ?? '';
  for (const { hex } of presets()) if ((uses.get(hex.toUpperCase()) ?? 0) < (uses.get(best.toUpperCase()) ?? 0)) best = hex;
  return best;
}

/**
 * The name field and colour swatches of a new category. `draft` ({name, color}) keeps what was
 * typed and picked across re-renders of the sheet.
 */
export function newCategoryFields({ draft, error }) {
  const input = h('input', { type: 'text', class: 'field-input', maxlength: state.meta?.textLimits?.categoryName, placeholder: 'e.g., Health', autocomplete: 'off', value: draft.name });
  input.addEventListener('input', () => { draft.name = input.value; });
  const name = field({ label: 'New category name', input, error });
  const buttons = presets().map(({ name: label, hex }) => h('button', {
    type: 'button', role: 'radio', class: 'swatch', style: { '--swatch': hex }, 'aria-label': label, dataset: { hex },
  }, h('span', { html: icon('check', { size: 16, stroke: 3 }) })));
  const group = h('div', { class: 'swatches cat-swatches', role: 'radiogroup', 'aria-label': 'Category colour', dataset: { cols: '8' } }, buttons);
  const mark = () => buttons.forEach((b) => {
    const on = b.dataset.hex.toUpperCase() === draft.color.toUpperCase();
    b.setAttribute('aria-checked', String(on));
    b.tabIndex = on ? 0 : -1;
  });
  roving(group, buttons, (b) => { draft.color = b.dataset.hex; haptic('soft'); mark(); });
  mark();
  const el = h('div', { class: 'cat-fields' }, name.el, h('p', { class: 'sub-label', 'aria-hidden': 'true' }, 'Colour'), group);
  return { el, input, setError: name.setError };
}
