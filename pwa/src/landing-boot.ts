import { holdEarlyClicks } from './app/early-clicks';

/** Resolves once the browser has painted the next frame (at once in a background tab, which does not paint). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/*
 * The only script of the prerendered landing (landing.html, docs/decisions/0003-hint-cookies-and-prerendered-landing.md). The page is already on
 * screen from its HTML and CSS; the app's code is fetched only after that first paint, so it never delays it, and
 * is evaluated in steps (React, then the app, then the start), each a short task rather than one long one.
 * Buttons pressed meanwhile are held and pressed again once React has adopted the page.
 */
const root = document.getElementById('root');
if (root) {
  const early = holdEarlyClicks(root);
  await afterNextPaint();
  await import('react-dom/client');
  await afterNextPaint();
  const { start } = await import('./main');
  await afterNextPaint();
  start(root, () => early.release());
}
