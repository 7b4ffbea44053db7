/**
 * Runs `work` once the page has loaded and the browser is idle (within `timeout` ms of that), so
 * that work the first paint does not need neither delays it nor competes with it for the network
 * and the phone's one busy thread (decision 240). Returns a function that cancels it if not run yet.
 */
export function afterFirstPaint(work: () => void, timeout = 3000): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  const whenIdle = () => {
    if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout });
    else window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}
