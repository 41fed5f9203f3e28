/// <reference types="vite-plugin-pwa/client" />

/**
 * Registers the service worker (vite-plugin-pwa's `registerSW`, Workbox's window library; scope
 * `/`), when the browser has them. A new version takes over at once, without reloading the page
 * (the worker's `skipWaiting`): it keeps only the build's files and the offline shell, never a
 * person's data, so nothing is lost.
 */
export async function registerServiceWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}
