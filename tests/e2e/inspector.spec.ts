/**
 * DESIGN.md: the Stately inspector is for development only; a production build does not ship it.
 * The built bundle holds no inspector code, and `?inspect` on the built app, served from a
 * developer host (127.0.0.1), opens no inspector window. That it works in development is
 * src/screens/app/inspector.test.tsx.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, waitForTheApp } from './support/test';

const DIST_ASSETS = path.resolve(import.meta.dirname, '../../dist/assets');

/** Strings only @statelyai/inspect's browser inspector contains. */
const INSPECTOR_MARKERS = ['xstateinspector', 'stately.ai/inspect', '@statelyai.connected'];

test('a production build leaves the Stately inspector out, even with ?inspect', async ({
  page,
}) => {
  const scripts = readdirSync(DIST_ASSETS).filter((name) => /\.m?js$/.test(name));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(path.join(DIST_ASSETS, name), 'utf8');
    for (const marker of INSPECTOR_MARKERS)
      expect(code, `${name} has ${marker}`).not.toContain(marker);
  }

  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { openedWindows: string[] }).openedWindows = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await page.goto('/?inspect');
  await waitForTheApp(page);
  await page
    .getByRole('button', { name: /language|english/i })
    .first()
    .click();
  expect(
    await page.evaluate(() => (window as unknown as { openedWindows: string[] }).openedWindows),
  ).toEqual([]);
});
