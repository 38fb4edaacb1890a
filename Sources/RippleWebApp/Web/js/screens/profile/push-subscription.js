// This browser's Web Push subscription: asks for the notification permission — only
// ever from a tap — subscribes with the server's VAPID key and hands the
// subscription to the server; or removes it.
import { getPushKey, subscribePush, unsubscribePush } from '../../api/notifications.js';

/** Whether this browser can receive Web Push at all (iPhone: from the Home Screen app only). */
export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** `granted`, `denied`, `default`, or `unsupported`. */
export const permission = () => (pushSupported() ? Notification.permission : 'unsupported');

/** @param {string} text base64url */
function bytes(text) {
	const raw = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
	return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * Asks for permission and subscribes this browser; resolves to the permission that resulted.
 * @returns {Promise<string>}
 */
export async function subscribeThisBrowser() {
	if (!pushSupported()) return 'unsupported';
	const result = await Notification.requestPermission();
	if (result !== 'granted') return result;
	const registration = await navigator.serviceWorker.ready;
	let subscription = await registration.pushManager.getSubscription();
	if (!subscription) {
		const { publicKey } = await getPushKey();
		subscription = await registration.pushManager.subscribe({
			userVisibleOnly: true,
			applicationServerKey: bytes(publicKey),
		});
	}
	const json = subscription.toJSON();
	await subscribePush({
		endpoint: json.endpoint ?? subscription.endpoint,
		keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
	});
	return 'granted';
}

/** Removes this browser's subscription, here and on the server. */
export async function unsubscribeThisBrowser() {
	if (!pushSupported()) return;
	const registration = await navigator.serviceWorker.ready;
	const subscription = await registration.pushManager.getSubscription();
	if (!subscription) return;
	await unsubscribePush(subscription.endpoint).catch(() => null);
	await subscription.unsubscribe();
}
