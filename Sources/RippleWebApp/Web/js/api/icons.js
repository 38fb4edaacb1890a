// The API client (js/api/): the user's own habit icons. An image file's bytes go as they are,
// with its type, and with how much has been sent told as they go; the server makes a 128 × 128
// PNG of it and keeps only that. One function per OpenAPI operation, named after its operationId
// (Tests/Server/test_web_client.py checks method and path against
// Sources/RippleServer/OpenAPI/openapi.yaml); all go through request().
import { request } from './request.js';

/**
 * An icon made from an uploaded image: the habit's `icon` value (`img:` and the PNG's digest)
 * and where the PNG is.
 * @typedef {{icon: string, url: string, size: number}} UploadedIcon
 */

/**
 * POST /api/v1/icons: makes a habit icon of `file` (PNG, JPEG or WebP, at most 2 MB); refused
 * with 403 `needs_premium` on the free plan, 413 when too large, 422 naming `body` when the file
 * is no image the server reads.
 * @param {Blob} file
 * @param {(sent: number, total: number) => void} [onUpload]
 * @returns {Promise<UploadedIcon>}
 */
export function uploadIcon(file, onUpload) {
	return request('POST', '/icons', {
		body: file,
		raw: true,
		type: file.type || undefined,
		onUpload,
		offlineText: "You're offline. Uploading an image needs a connection.",
	});
}
