/** @module The id of each page's `<main>`: the target of the skip link in the app shell. */
export const MAIN_ID = 'main-content';
