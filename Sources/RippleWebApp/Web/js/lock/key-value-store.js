// One IndexedDB object store with keys given on each write, as the lock's own data keeps it:
// `run(mode, fn)` opens the database, runs `fn` on the store in one transaction and answers the
// result of the request `fn` made (undefined when it made none) once the transaction is complete.

/**
 * @param {string} name the database
 * @param {string} store its one object store
 */
export function keyValueStore(name, store) {
	/** @returns {Promise<IDBDatabase>} */
	const open = () =>
		new Promise((resolve, reject) => {
			const req = indexedDB.open(name, 1);
			req.onupgradeneeded = () => req.result.createObjectStore(store);
			req.onsuccess = () => resolve(req.result);
			req.onerror = () => reject(req.error);
		});
	/**
	 * @param {IDBTransactionMode} mode
	 * @param {(s: IDBObjectStore) => IDBRequest | void} fn
	 * @returns {Promise<any>} the request's result; any, as IndexedDB's own IDBRequest result is
	 */
	return async function run(mode, fn) {
		const d = await open();
		try {
			return await new Promise((resolve, reject) => {
				const t = d.transaction(store, mode);
				const req = fn(t.objectStore(store));
				t.oncomplete = () => resolve(req ? req.result : undefined);
				t.onerror = () => reject(t.error);
			});
		} finally {
			d.close();
		}
	};
}
