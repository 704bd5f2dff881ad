// First: its evaluation sends the session check's requests before the rest of the app's code runs.
import './app/boot-session';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { landingLikely } from './app/landing-likely';
import { mountApp } from './app/mount';

/**
 * Starts React on #root. The server answers / with the landing prerendered at build time: React adopts that markup
 * (hydration) while the landing is still the likely outcome, and replaces it otherwise.
 */
export function start(root: HTMLElement, onReady: () => void = () => undefined): void {
  mountApp(root, { hydrate: root.hasChildNodes() && landingLikely(window.location.pathname), onReady });
}

// index.html (every route, and / for a browser that shows Home there) starts here; the prerendered landing has no
// script of this entry and starts through landing-boot.ts.
const root = document.getElementById('root');
if (root && !root.hasChildNodes()) start(root);
