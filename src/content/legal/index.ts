export type { LegalDocument, LegalSection } from './types.ts';
export { privacyPolicy } from './privacy.ts';
export { termsOfService } from './terms.ts';
export { californiaPrivacy } from './californiaPrivacy.ts';
export { doNotSell } from './doNotSell.ts';
export { cookiePolicy } from './cookiePolicy.ts';
