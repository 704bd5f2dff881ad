import { holdEarlyClicks } from './app/early-clicks';

/** Resolves once the browser has painted what it has (the prerendered landing), or at once in a background tab. */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/*
 * The only script of the prerendered landing (landing.html, README 'Prerendered landing'). The page is already on
 * screen from its HTML and CSS; the app's code is fetched only after that first paint, so it never delays it.
 * Buttons pressed meanwhile are held and pressed again once React has adopted the page.
 */
const root = document.getElementById('root');
if (root) {
  const early = holdEarlyClicks(root);
  await afterFirstPaint();
  const { start } = await import('./main');
  // Evaluating the app's code and starting React are separate tasks, each shorter than one long one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  start(root, () => early.release());
}
