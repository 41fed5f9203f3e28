/** What the dashboard says where the traveller's entries could not be loaded (issue #17). */
export const ENTRIES_LOAD_ERROR = 'Your travel entries could not be loaded.';
