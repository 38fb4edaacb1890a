// The device's own unlock for the app lock (Face ID, Touch ID, Windows Hello, Android): a WebAuthn
// platform credential with user verification required. With the PRF extension its output unwraps
// the data key by itself; without it, the data key's second copy is wrapped under a non-extractable
// key this browser keeps in IndexedDB (see vault.js for what that protects). The credential is
// checked by the browser and the authenticator only: no challenge goes to the server, since the
// lock is this device's alone and a proof to the server would protect nothing here.
import { b64, unb64, randomBytes, prfKey, wrap, unwrap, lockConfig, saveConfig } from './vault.js';
import { keyValueStore } from './key-value-store.js';

const run = keyValueStore('ripple-lock', 'keys');

/**
 * The PRF output of `credential` for `salt`, or null when the authenticator gives none.
 * @param {any} credential any: TypeScript 4.8's DOM library has no PRF extension results
 */
const prfOutput = (credential) => credential?.getClientExtensionResults?.().prf?.results?.first ?? null;

/**
 * Proves the authenticator (user verification required); its PRF output for `salt` when asked.
 * @param {string} id base64 credential id
 * @param {Uint8Array} [salt]
 */
async function assert(id, salt) {
	const credential = await navigator.credentials.get({
		publicKey: {
			challenge: randomBytes(32),
			allowCredentials: [{ type: 'public-key', id: unb64(id), transports: ['internal'] }],
			userVerification: 'required',
			timeout: 60000,
			// any: TypeScript 4.8's DOM library has no PRF extension.
			extensions: salt ? /** @type {any} */ ({ prf: { eval: { first: salt } } }) : {},
		},
	});
	return credential;
}

/**
 * Adds the authenticator: makes the credential and wraps `key` (extractable, from the passcode)
 * a second time, under its PRF output or this browser's device key.
 * @param {CryptoKey} key
 */
export async function addAuthenticator(key) {
	const salt = randomBytes(32);
	// any: a PublicKeyCredential with its PRF results, which TypeScript 4.8's DOM library lacks.
	const credential = /** @type {any} */ (
		await navigator.credentials.create({
			publicKey: {
				rp: { name: 'Ripple' },
				user: { id: randomBytes(16), name: 'Ripple app lock', displayName: 'Ripple app lock' },
				challenge: randomBytes(32),
				pubKeyCredParams: [
					{ type: 'public-key', alg: -7 },
					{ type: 'public-key', alg: -257 },
				],
				authenticatorSelection: {
					authenticatorAttachment: 'platform',
					userVerification: 'required',
					residentKey: 'preferred',
				},
				timeout: 60000,
				// any: TypeScript 4.8's DOM library has no PRF extension.
				extensions: /** @type {any} */ ({ prf: { eval: { first: salt } } }),
			},
		})
	);
	const id = b64(credential.rawId);
	const ext = credential.getClientExtensionResults?.().prf;
	let prf = prfOutput(credential);
	if (!prf && ext?.enabled) prf = prfOutput(await assert(id, salt));
	let wrapped;
	if (prf) {
		wrapped = await wrap(key, await prfKey(prf));
	} else {
		const deviceKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
			'wrapKey',
			'unwrapKey',
		]);
		await run('readwrite', (s) => s.put(deviceKey, 'device'));
		wrapped = await wrap(key, deviceKey);
	}
	const c = lockConfig();
	if (!c) return;
	c.device = { id, prf: !!prf, salt: prf ? b64(salt) : undefined, wrapped };
	saveConfig(c);
}

/** The data key through the authenticator, or null (cancelled, or it does not open). */
export async function keyFromAuthenticator() {
	const device = lockConfig()?.device;
	if (!device) return null;
	try {
		const credential = await assert(device.id, device.prf && device.salt ? unb64(device.salt) : undefined);
		if (device.prf) {
			const prf = prfOutput(credential);
			return prf ? await unwrap(device.wrapped, await prfKey(prf)) : null;
		}
		const deviceKey = await run('readonly', (s) => s.get('device'));
		return deviceKey ? await unwrap(device.wrapped, deviceKey) : null;
	} catch {
		return null;
	}
}

/** Proves the authenticator without needing any key (the reset after too many wrong passcodes). */
export async function proveAuthenticator() {
	const device = lockConfig()?.device;
	if (!device) return false;
	try {
		return !!(await assert(device.id));
	} catch {
		return false;
	}
}

/** Forgets the authenticator's copy of the data key. */
export async function removeAuthenticator() {
	const c = lockConfig();
	if (c) {
		delete c.device;
		saveConfig(c);
	}
	try {
		await run('readwrite', (s) => s.delete('device'));
	} catch {
		/* none kept */
	}
}
