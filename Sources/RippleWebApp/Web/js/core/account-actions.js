// What the sign-in screen and the account's settings ask of the server (js/screens/auth/,
// js/screens/profile/): whether accounts are on, sign-up, sign-in and sign-out, the account, its
// password and its personal access tokens. The screens reach the API client through here only.
export { authStatus, changePassword, deleteMe, getMe, register, signIn, signOut, updateMe } from '../api/accounts.js';
export { createAccessToken, listAccessTokens, revokeAccessToken } from '../api/access-tokens.js';
