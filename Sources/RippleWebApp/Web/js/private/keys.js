// Private mode's keys and sealed items, in Web Crypto: the browser's side of what the CLI does
// with swift-crypto (Sources/RipplePrivate). Both read and write the same bytes, pinned by
// Tests/Fixtures/private/vectors.json (made by scripts/private-vectors with Python).
//
// A random account key seals every private item (AES-256-GCM, with "ripple-private/1|kind|id" as
// associated data, so a ciphertext moved to another item does not open). The server keeps that key
// only wrapped: under a key from the passphrase (PBKDF2-HMAC-SHA256 over its NFC form, 600 000
// iterations, a random salt) and under the recovery kit's key. Nothing here makes a request.

import { b64, randomBytes, unb64 } from '../lock/vault.js';

export const VERSION = 1;
export const ITERATIONS = 600000;
export const MINIMUM_PASSPHRASE = 10;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const subtle = () => crypto.subtle;
const enc = new TextEncoder();

/** Why private mode refused something; `message` is what the person is shown. */
export class PrivateModeError extends Error {
	/**
	 * @param {'wrongPassphrase'|'wrongRecoveryKey'|'malformedRecoveryKey'|'tampered'|'malformed'|'passphraseTooShort'} code
	 * @param {string} message
	 */
	constructor(code, message) {
		super(message);
		this.code = code;
	}
}

/**
 * @param {string} kind
 * @param {string} id
 */
const named = (kind, id) => `${kind} ${id}`;
const refusals = {
	wrongPassphrase: () => new PrivateModeError('wrongPassphrase', 'That passphrase does not unlock private mode.'),
	wrongRecoveryKey: () => new PrivateModeError('wrongRecoveryKey', 'That recovery key does not unlock this account.'),
	malformedRecoveryKey: () =>
		new PrivateModeError(
			'malformedRecoveryKey',
			'That is not a recovery key: it has 14 groups of 4 letters and digits.',
		),
	/**
	 * @param {string} kind
	 * @param {string} id
	 */
	tampered: (kind, id) =>
		new PrivateModeError(
			'tampered',
			`The encrypted ${named(kind, id)} was changed or belongs elsewhere; it was not opened.`,
		),
	/**
	 * @param {string} kind
	 * @param {string} id
	 */
	malformed: (kind, id) =>
		new PrivateModeError('malformed', `The encrypted ${named(kind, id)} is not in a format Ripple reads.`),
	passphraseTooShort: () =>
		new PrivateModeError('passphraseTooShort', `A passphrase has at least ${MINIMUM_PASSPHRASE} characters.`),
};

/**
 * The bytes authenticated with an item's ciphertext.
 * @param {string} kind
 * @param {string} id
 */
export const associatedData = (kind, id) => enc.encode(`ripple-private/${VERSION}|${kind}|${id}`);

/**
 * An AES-GCM key from 32 raw bytes.
 * @param {Uint8Array} bytes
 * @param {boolean} [extractable]
 */
export const importKey = (bytes, extractable = false) =>
	subtle().importKey('raw', bytes, 'AES-GCM', extractable, ['encrypt', 'decrypt']);

/**
 * The 32 bytes a passphrase gives (PBKDF2-HMAC-SHA256 over its NFC form).
 * @param {string} passphrase @param {Uint8Array} salt @param {number} iterations
 */
export async function passphraseBytes(passphrase, salt, iterations) {
	const base = await subtle().importKey('raw', enc.encode(passphrase.normalize('NFC')), 'PBKDF2', false, [
		'deriveBits',
	]);
	return new Uint8Array(await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, 256));
}

/**
 * Seals bytes for an item: base64 of version ‖ nonce ‖ ciphertext ‖ tag.
 * @param {Uint8Array} bytes @param {string} kind @param {string} id @param {CryptoKey} key
 * @param {Uint8Array} [nonce] for the test vectors only
 */
export async function sealBytes(bytes, kind, id, key, nonce = randomBytes(12)) {
	const sealed = await subtle().encrypt(
		{ name: 'AES-GCM', iv: nonce, additionalData: associatedData(kind, id) },
		key,
		bytes,
	);
	return b64(new Uint8Array([VERSION, ...nonce, ...new Uint8Array(sealed)]));
}

/**
 * @param {string} text
 * @param {string} kind
 * @param {string} id
 * @param {CryptoKey} key
 * @param {Uint8Array} [nonce]
 */
export const sealItem = (text, kind, id, key, nonce) => sealBytes(enc.encode(text), kind, id, key, nonce);

/**
 * The bytes sealed for an item; throws PrivateModeError 'tampered' or 'malformed'.
 * @param {string} sealed @param {string} kind @param {string} id @param {CryptoKey} key
 */
export async function openBytes(sealed, kind, id, key) {
	let bytes;
	try {
		bytes = unb64(sealed);
	} catch {
		throw refusals.malformed(kind, id);
	}
	if (bytes.length < 1 + 12 + 16 || bytes[0] !== VERSION) throw refusals.malformed(kind, id);
	try {
		const plain = await subtle().decrypt(
			{ name: 'AES-GCM', iv: bytes.slice(1, 13), additionalData: associatedData(kind, id) },
			key,
			bytes.slice(13),
		);
		return new Uint8Array(plain);
	} catch {
		throw refusals.tampered(kind, id);
	}
}

/**
 * @param {string} sealed
 * @param {string} kind
 * @param {string} id
 * @param {CryptoKey} key
 */
export async function openItem(sealed, kind, id, key) {
	const bytes = await openBytes(sealed, kind, id, key);
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		throw refusals.malformed(kind, id);
	}
}

/**
 * @param {Uint8Array} bytes
 */
function base32(bytes) {
	let out = '';
	let buffer = 0;
	let bits = 0;
	for (const byte of bytes) {
		buffer = (buffer << 8) | byte;
		bits += 8;
		while (bits >= 5) {
			bits -= 5;
			out += ALPHABET[(buffer >> bits) & 31];
		}
		buffer &= (1 << bits) - 1;
	}
	if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
	return out;
}

/**
 * Four characters: the first 20 bits of the key's SHA-256.
 * @param {Uint8Array} key
 */
async function check(key) {
	const digest = new Uint8Array(await subtle().digest('SHA-256', key));
	const bits = (digest[0] << 12) | (digest[1] << 4) | (digest[2] >> 4);
	return [0, 1, 2, 3].map((i) => ALPHABET[(bits >> (15 - 5 * i)) & 31]).join('');
}

/**
 * The recovery kit's text of a key: 14 groups of 4.
 * @param {Uint8Array} key
 */
export async function recoveryText(key) {
	const chars = base32(key) + (await check(key));
	return chars.match(/.{4}/g)?.join('-') ?? '';
}

/**
 * The key a recovery kit prints, read ignoring case, spaces and dashes (O as 0, I and L as 1).
 * @param {string} text
 */
export async function recoveryKey(text) {
	const chars = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
	if (chars.length !== 56 || [...chars].some((c) => !ALPHABET.includes(c))) throw refusals.malformedRecoveryKey();
	const bytes = [];
	let buffer = 0;
	let bits = 0;
	for (const c of chars.slice(0, 52)) {
		buffer = ((buffer << 5) | ALPHABET.indexOf(c)) & 0xfff;
		bits += 5;
		if (bits >= 8) {
			bits -= 8;
			bytes.push((buffer >> bits) & 0xff);
		}
	}
	const key = new Uint8Array(bytes);
	if (key.length !== 32 || (buffer & ((1 << bits) - 1)) !== 0 || (await check(key)) !== chars.slice(52)) {
		throw refusals.malformedRecoveryKey();
	}
	return key;
}

/**
 * @typedef {object} Keyring what the server keeps; none of it opens without the passphrase or kit
 * @property {number} version
 * @property {number} iterations
 * @property {string} salt base64
 * @property {string} wrappedByPassphrase the account key sealed under the passphrase's key
 * @property {string} wrappedByRecovery the account key sealed under the recovery kit's key
 */

/**
 * The account key's raw bytes from a wrapping (throws PrivateModeError 'tampered' when the
 * wrapping key is wrong).
 * @param {string} wrapped @param {'passphrase'|'recovery'} slot @param {Uint8Array} wrapping
 */
async function unwrap(wrapped, slot, wrapping) {
	const bytes = await openBytes(wrapped, 'account-key', slot, await importKey(wrapping));
	if (bytes.length !== 32) throw refusals.malformed('account-key', slot);
	return bytes;
}

/**
 * The account key (not extractable) from the passphrase; throws 'wrongPassphrase'.
 * @param {Keyring} keyring @param {string} passphrase
 */
export async function accountKeyFromPassphrase(keyring, passphrase) {
	const wrapping = await passphraseBytes(passphrase, unb64(keyring.salt), keyring.iterations);
	try {
		return await importKey(await unwrap(keyring.wrappedByPassphrase, 'passphrase', wrapping));
	} catch (error) {
		if (error instanceof PrivateModeError && error.code === 'tampered') throw refusals.wrongPassphrase();
		throw error;
	}
}

/**
 * The account key from the recovery kit's text; throws 'malformedRecoveryKey' or 'wrongRecoveryKey'.
 * @param {Keyring} keyring @param {string} text
 */
export async function accountKeyFromRecovery(keyring, text) {
	const wrapping = await recoveryKey(text);
	try {
		return await importKey(await unwrap(keyring.wrappedByRecovery, 'recovery', wrapping));
	} catch (error) {
		if (error instanceof PrivateModeError && error.code === 'tampered') throw refusals.wrongRecoveryKey();
		throw error;
	}
}

/**
 * A new keyring: a fresh account key wrapped under the passphrase and a fresh recovery key, whose
 * text is returned to be shown once (the kit) and never kept.
 * @param {string} passphrase @param {number} [iterations]
 */
export async function createKeyring(passphrase, iterations = ITERATIONS) {
	if ([...passphrase].length < MINIMUM_PASSPHRASE) throw refusals.passphraseTooShort();
	const account = randomBytes(32);
	const recovery = randomBytes(32);
	const salt = randomBytes(16);
	const wrapping = await passphraseBytes(passphrase, salt, iterations);
	/** @type {Keyring} */
	const keyring = {
		version: 1,
		iterations,
		salt: b64(salt),
		wrappedByPassphrase: await sealBytes(account, 'account-key', 'passphrase', await importKey(wrapping)),
		wrappedByRecovery: await sealBytes(account, 'account-key', 'recovery', await importKey(recovery)),
	};
	return { keyring, accountKey: await importKey(account), recoveryText: await recoveryText(recovery) };
}

/**
 * The keyring with the account key wrapped under a new passphrase (a fresh salt); no item is
 * sealed again, and the recovery kit still opens it.
 * @param {Keyring} keyring @param {string} oldPassphrase @param {string} newPassphrase
 */
export async function changePassphrase(keyring, oldPassphrase, newPassphrase) {
	if ([...newPassphrase].length < MINIMUM_PASSPHRASE) throw refusals.passphraseTooShort();
	const old = await passphraseBytes(oldPassphrase, unb64(keyring.salt), keyring.iterations);
	let account;
	try {
		account = await unwrap(keyring.wrappedByPassphrase, 'passphrase', old);
	} catch (error) {
		if (error instanceof PrivateModeError && error.code === 'tampered') throw refusals.wrongPassphrase();
		throw error;
	}
	const salt = randomBytes(16);
	const iterations = Math.max(keyring.iterations, ITERATIONS);
	const wrapping = await passphraseBytes(newPassphrase, salt, iterations);
	return {
		...keyring,
		iterations,
		salt: b64(salt),
		wrappedByPassphrase: await sealBytes(account, 'account-key', 'passphrase', await importKey(wrapping)),
	};
}
