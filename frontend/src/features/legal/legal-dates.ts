/** SPEC §2: both legal pages were last updated on 16 June 2025. */
export const LEGAL_LAST_UPDATED = '2025-06-16';
