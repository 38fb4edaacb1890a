// Hands a downloaded blob (an export or a backup) to the browser as a file.

/**
 * @param {Blob} blob
 * @param {string} name
 */
export function saveFile(blob, name) {
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = name;
	a.hidden = true;
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 4000);
}
