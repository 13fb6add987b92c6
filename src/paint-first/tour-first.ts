/**
 * The entry of a tour's page (/t/{slug}, server/tours/tour-page.ts): the tour's first frame is
 * drawn before the app starts, in the stage the page's HTML holds, and the app's screen adopts
 * the viewer (docs/decisions/0045). The app's script tags go in place (./app-scripts.ts) once the
 * frame is drawn, at once when anything fails (the app's screen then says what), and at the
 * latest after APP_START_DEADLINE_MS, so that a large model's page shows its progress.
 *
 * The viewer's code is imported dynamically: what an entry imports statically joins the app's
 * start chunks (vite.config.ts, `codeSplitting`), which this page loads only after the frame.
 */
import { APP_START_DEADLINE_MS, insertAppScripts } from './app-scripts';

let appStarted = false;
const startApp = () => {
  if (appStarted) return;
  appStarted = true;
  insertAppScripts();
};

window.setTimeout(startApp, APP_START_DEADLINE_MS);
try {
  await (await import('../viewer/early-start')).drawFirstFrame();
} catch {
  // The app's screen fetches the tour again and reports what went wrong.
}
startApp();
