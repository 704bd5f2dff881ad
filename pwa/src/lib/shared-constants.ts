// The app shell needs only plain constants. Importing them through the @shared-schema index would put every
// zod schema (and zod) into the first-load bundle, so the shell takes them from the constants module directly.
export {
  COOKIE_CONSENT_KEY,
  GUEST_STORAGE_PREFIX,
  HOME_HINT_COOKIE,
  PAGE_SEO_ELEMENT_ID,
  SESSION_HINT_COOKIE,
  TIMINGS_MS,
} from '@shared-schema/constants';
