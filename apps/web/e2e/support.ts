// Helpers shared by the browser tests: signing in, reading the menu, screenshots in a documented folder.
import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { workerSession } from './worker-sessions';

export const PASSWORD = 'BlueBox-demo-2026';

/** Screenshots for reviewers land here (git-ignored; see README). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/**
 * Signs in through the login form: for the tests whose subject is signing in (the welcome toast, return after an
 * expiry, sessions counted or ended), and for whatever `login` cannot reuse a session for.
 */
export async function formLogin(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/#/pages/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-name')).toHaveText(username);
}

/**
 * Opens the portal signed in as a demo account, on the page the login form would land on. A fresh page reuses the
 * worker's session of that account (worker-sessions.ts) and stores it as the app's own login does; the app then
 * checks it with the server at start, exactly as on a reload. A page already somewhere (a deep link waiting for
 * the sign-in), or an account with a password of its own (made by the test, whose sessions it counts), goes
 * through the form.
 */
export async function login(page: Page, username: string, password = PASSWORD): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  const reusable = password === PASSWORD && page.url() === 'about:blank' && baseURL !== undefined;
  const user = reusable ? await workerSession(baseURL, username, password) : undefined;
  if (!user) return formLogin(page, username, password);
  // Any page of the portal's origin gives access to its storage; the small JSON one loads no app.
  await page.goto('/client-config');
  await page.evaluate((stored) => {
    localStorage.setItem('currentUser', JSON.stringify(stored));
    localStorage.setItem('username', stored.username);
    localStorage.setItem('currentPartner', stored.partner);
  }, user);
  // Signed in, the login page sends the user home, as after the form.
  await page.goto('/#/pages/login');
  await expect(page.getByTestId('user-name')).toHaveText(username);
}

/** The ids of every entry the side menu draws (section headings, groups and links, including closed groups). */
export async function menuIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('vertical-menu')
    .locator('[data-menu-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-menu-id') ?? ''));
}

/**
 * Waits for the transitions under way (a route fading in, a dialog opening) to end, so a scan or a screenshot sees
 * the page as it settles, not half-transparent.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled animation rejects `finished`; it is gone either way.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: false });
}

/**
 * Every URL the page shows from now on. Routes of sections not built yet redirect to the error page at once, so a
 * test that checks where a control navigates reads the URL it went to before that redirect.
 */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** The JSON filter of the last /parcels/{json} URL visited. */
export function lastParcelFilter(urls: readonly string[]): unknown {
  const url = [...urls].reverse().find((entry) => entry.includes('#/parcels/'));
  return url ? JSON.parse(decodeURIComponent(url.split('#/parcels/')[1] ?? '')) : undefined;
}
