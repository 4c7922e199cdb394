import { PAGE_DATA_ID } from './app/page-data';
import { afterNextPaint } from './lib/after-load';
import './index.css';

/*
 * The page's only script. A page the server rendered (entry-server.tsx) is whole without
 * the app: it paints at once and its links work. The app that takes it over is asked for
 * once that first paint is on the screen, so on a phone's slow link its download does not
 * share the bandwidth with what the shopper sees first (decision record 017). A page the
 * server left to the browser needs the app at once.
 */
if (document.getElementById(PAGE_DATA_ID)) afterNextPaint(() => void import('./main'));
else void import('./main');
