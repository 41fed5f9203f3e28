import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the app's Emotion cache, the same on the server and in the browser: the browser's
 * cache adopts the server's `<style data-emotion="css …">` tags by it instead of inserting those
 * styles again (Emotion's documented server rendering; src/server/render-page.tsx).
 */
export const EMOTION_CACHE_KEY = 'css';

/** A fresh Emotion cache: one per server request, one for the browser's page. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY });
}
