/** @module The key the fake e2e stack's upstream accepts (never a real key). */
export const FAKE_E2E_KEY = 'nr_FAKEe2eKEY0123456789abcdefghijABCDEFGH';
