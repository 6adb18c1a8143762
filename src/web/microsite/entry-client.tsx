import './microsite.css';
import { hydrateRoot } from 'react-dom/client';
import type { MicrositePage } from '../../shared/microsite';
import { MicrositeApp } from './components/microsite-app';

// The server sent the page's data with the HTML: no request before the page is interactive.
const root = document.getElementById('microsite');
const data = document.getElementById('microsite-data');
if (root && data?.textContent) {
  const page = JSON.parse(data.textContent) as MicrositePage;
  hydrateRoot(root, <MicrositeApp initial={page} />);
  // Lets tests (and CSS, if ever needed) tell the interactive page from the server's HTML.
  document.documentElement.dataset.hydrated = 'true';
}
