// What the app does around each request the API client sends (js/api/request.js keeps no app
// state): a write holds the "writes idle" signal, as does a read started meanwhile; an answer or
// its absence sets the offline flag; a refusal for want of a session asks for a sign-in again
// (js/screens/auth/gate.js listens). Imported by the entry before any request is made.
import { observers } from '../api/request.js';
import { emit, setOffline } from './store.js';
import { busy, hold } from './idle.js';

observers.begin = (method) => (method !== 'GET' || busy() ? hold() : null);
observers.reached = (reached) => setOffline(!reached);
observers.refused = (error) => {
	if (error.unauthenticated) emit('unauthenticated', error);
};
