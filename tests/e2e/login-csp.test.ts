// The Content-Security-Policy every page is sent with (server/plugins/security-headers.ts) lets
// the app itself run, in Chromium against the real server: the login page with its early answers,
// a schema screen, one whose form has x-reactions (Formily evaluates them), and the API page. A
// script the policy blocked would leave the page dead. tests/e2e/menu-sweep.test.ts opens every
// menu and fails on any console error, a CSP violation included.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoPageErrors, loginAsAdmin } from './support/login';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const session = setupBrowser();

/** Records every `securitypolicyviolation` event of the context's pages (an init script runs before any page script, and no policy applies to it). */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const recorded: string[] = [];
    Object.assign(window, { __cspViolations: recorded });
    document.addEventListener('securitypolicyviolation', (event) =>
      recorded.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe('the Content-Security-Policy', () => {
  it('lets the login page (with its early answers) and a screen load with no violation', async () => {
    const { context, page, errors } = await session.page();
    await recordViolations(context);
    const response = await page.goto('/login');
    // The page is sent under a policy that names its inline scripts by hash.
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    await page.getByTestId('captcha-img').waitFor();
    expect(await violations(page)).toEqual([]);

    await loginAsAdmin(page);
    await page.goto('/system/user');
    await screenPage(page).rows.first().waitFor();
    expect(await violations(page)).toEqual([]);
    // A form with x-reactions expressions.
    await page.goto('/customer/chat/config');
    await page.getByTestId('section-email').getByRole('textbox').first().waitFor();
    expect(await violations(page)).toEqual([]);
    expectNoPageErrors(errors);
  });

  it('lets the API page (/doc.html) draw Swagger UI with no violation', async () => {
    const { context, page, errors } = await session.page();
    await recordViolations(context);
    await page.goto('/doc.html');
    await page.locator('.swagger-ui .info').waitFor();
    expect(await violations(page)).toEqual([]);
    expectNoPageErrors(errors);
  });
});
