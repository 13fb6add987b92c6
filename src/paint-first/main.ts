/**
 * The entry of a page served prerendered (src/ui/prerendered-page.ts): once the browser has
 * painted the page from the HTML alone, the app's script tags go in place and the app
 * (src/main.tsx) starts (docs/decisions/0012). Every other page loads the app directly.
 */
import { afterFirstPaint, insertAppScripts } from './app-scripts';

await afterFirstPaint();
insertAppScripts();
