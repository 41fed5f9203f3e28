/**
 * Resolves in the task after the page's first contentful paint (Paint Timing), or after a second
 * when the browser reports none (a hidden tab paints nothing). src/main.tsx starts loading the
 * app's code then, so that it never competes with the page's first paint.
 */
export function afterFirstPaint(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setTimeout(resolve, 0);
    };
    const canObserve =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes.includes('paint');
    if (canObserve && document.visibilityState === 'visible') {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        finish();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      finish();
    }
    setTimeout(finish, timeoutMs);
  });
}
