import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/helpers';

const DISCORD_INVITE = 'https://discord.gg/decalforge';
const CREATOR_FORM = 'https://forms.gle/decalforge-creator-pilot';

/** Keep the test browser off the real internet: the community invite answers locally. */
async function stubDiscord(page: Page) {
  await page.route('https://discord.gg/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Discord stub</title><h1>Discord stub</h1>' }),
  );
}

const PAGES: { path: string; h1: RegExp | string; title: RegExp; texts: (string | RegExp)[] }[] = [
  {
    path: '/',
    h1: /custom car decals/,
    title: /DecalForge/,
    texts: ['How It Works', 'Describe Your Theme', 'AI Generation', 'Download & Use', 'Simple Pricing', 'Most Popular'],
  },
  {
    path: '/contest',
    h1: '1st Decal Contest',
    title: /1st Decal Contest \| DecalForge/,
    texts: [
      'Theme: CHAMPION',
      'October 10, 2025 11:59 PM MT',
      'How to Enter',
      'Prizes',
      'Judging Criteria',
      'Contest Rules',
      'How to Submit',
      'FAQ',
      '3 months of Pro',
      'CreatorTag_DecalTitle_1.png',
    ],
  },
  {
    path: '/installation',
    h1: 'Installation Guide',
    title: /Installation Guide \| DecalForge/,
    texts: [
      'Quick Start',
      'Install BakkesMod',
      'plugin 108',
      'Troubleshooting',
      'Uninstall',
      'Default paths',
      'Easy Anti-Cheat: what changed',
      /DecalTextures/,
    ],
  },
  {
    path: '/creator-pilot',
    h1: /Creator Pilot/,
    title: /Creator Pilot \| DecalForge/,
    texts: [
      '30-Day Pilot Period',
      'Creator Perks',
      'Creator Payouts',
      'Creator Expectations',
      'How to Apply',
      'support@decalforge.gg',
      'Maximum 50 redemptions per creator',
    ],
  },
  {
    path: '/legal/privacy',
    h1: 'Privacy Policy',
    title: /Privacy Policy \| DecalForge/,
    texts: ['Information We Collect', 'Your Rights', 'up to 12 months', "Children's Privacy"],
  },
  {
    path: '/legal/tos',
    h1: 'Terms of Service',
    title: /Terms of Service \| DecalForge/,
    texts: ['Subscription and Billing', 'Usage Limits', 'Governing Law'],
  },
  { path: '/blog', h1: /Blog/, title: /Blog \| DecalForge/, texts: ['Read More'] },
];

test.describe('signed out', () => {
  for (const p of PAGES) {
    test(`${p.path} renders its heading, title, description and key texts`, async ({ page }) => {
      await page.goto(p.path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toContainText(p.h1);
      await expect(page).toHaveTitle(p.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      for (const t of p.texts) await expect(page.getByText(t).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('landing: CTAs, plan cards from the shared numbers, footer', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?mode=signup');
    await expect(hero.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');

    const pricing = page.locator('section', { has: page.getByRole('heading', { name: 'Simple Pricing' }) });
    const free = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Free' }) });
    await expect(free).toContainText('$0');
    await expect(free).toContainText('lifetime');
    await expect(free).toContainText('1 generation (lifetime)');
    await expect(free.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?mode=signup');
    const basic = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
    await expect(basic).toContainText('$4.99');
    await expect(basic).toContainText('30 generations per month');
    await expect(basic.getByRole('link', { name: 'Choose Basic' })).toHaveAttribute('href', '/pricing');
    const pro = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro' }) });
    await expect(pro).toContainText('$9.00');
    await expect(pro).toContainText('Most Popular');
    await expect(pro.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/tos');
    await expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', '/discord');
    await expect(footer).toContainText('not affiliated with');
    await expect(footer).toContainText('© 2025');

    await hero.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });

  test('landing: hero art is served in avif and png and preloaded, and moves at half the scroll speed', async ({ page, request }) => {
    for (const [file, type, max] of [
      ['/hero.avif', 'image/avif', 60_000],
      ['/hero.png', 'image/png', 250_000],
    ] as const) {
      const res = await request.get(file);
      expect(res.ok()).toBe(true);
      expect(res.headers()['content-type']).toContain(type);
      expect((await res.body()).length).toBeLessThan(max);
    }
    await page.goto('/');
    await expect(page.locator('link[rel="preload"][href="/hero.avif"]')).toHaveCount(1);
    await expect(page.locator('link[rel="preload"][href="/hero.png"]')).toHaveCount(1);
    const img = page.getByTestId('hero-parallax').locator('img');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(1600);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect
      .poll(() => page.getByTestId('hero-parallax').evaluate((el) => getComputedStyle(el).transform))
      .toBe('matrix(1, 0, 0, 1, 0, 150)');
  });

  test('contest (closed): closing state, results in the community chat, sign-up for the next one', async ({ page }) => {
    await page.goto('/contest');
    // The deadline has passed: no Join Contest button next to a "closed" notice.
    await expect(page.getByTestId('contest-closed')).toContainText('Submissions closed');
    await expect(page.getByRole('heading', { name: 'This contest has ended' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Contest' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See the Results' })).toHaveAttribute('href', '/discord');
    await expect(page.getByRole('link', { name: 'Sign Up for the Next Contest' })).toHaveAttribute('href', '/auth?mode=signup');
    await expect(page.getByText('50 points in total')).toBeVisible();
    await expect(page.getByText(/The community vote counts for up to 20% of the final score/)).toBeVisible();
  });

  test('installation: links, plugin 108 and honest EAC text', async ({ page }) => {
    await page.goto('/installation');
    await expect(page.getByRole('link', { name: 'Back to Create' })).toHaveAttribute('href', '/create');
    await expect(page.getByRole('link', { name: /bakkesmod:\/\/install\/108/ })).toHaveAttribute('href', 'bakkesmod://install/108');
    await expect(page.getByText('%APPDATA%\\bakkesmod\\bakkesmod\\data\\acplugin\\DecalTextures', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Press\s+F2\s+to open BakkesMod/)).toBeVisible();
    await expect(page.getByText(/bind it to\s+F5/)).toBeVisible();
    await expect(page.getByText('28 April 2026').first()).toBeVisible();
    await expect(page.getByText('-noeac')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your Decal' })).toHaveAttribute('href', '/create');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('discord: says it is redirecting, offers a fallback link, then goes to the invite', async ({ page }) => {
    await stubDiscord(page);
    await page.goto('/discord');
    await expect(page.getByRole('heading', { name: 'Redirecting to Discord...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'click here' })).toHaveAttribute('href', DISCORD_INVITE);
    await page.waitForURL(DISCORD_INVITE, { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Discord stub' })).toBeVisible();
  });

  test('creator pilot: Apply Now opens the form in a new tab, agreement toggles', async ({ page }) => {
    await page.goto('/creator-pilot');
    const apply = page.getByRole('link', { name: /Apply Now/ });
    await expect(apply).toHaveAttribute('href', CREATOR_FORM);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('heading', { name: 'Creator Pilot Agreement' })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'View Agreement' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('heading', { name: 'Creator Pilot Agreement' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide Agreement' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('$1 for each verified new signup that uses your code.')).toBeVisible();
    await expect(page.getByText(/within 10 business days after the end of the month/)).toBeVisible();
    await expect(page.getByText(/the Free plan includes 1 generation \(lifetime\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Hide Agreement' }).click();
    await expect(page.getByRole('heading', { name: 'Creator Pilot Agreement' })).toHaveCount(0);
  });

  test('legal: 14 terms sections, privacy topics, and one set of plan numbers', async ({ page }) => {
    await page.goto('/legal/tos');
    const sections = page.locator('article section[id]');
    await expect(sections).toHaveCount(14);
    await expect(sections.first().getByRole('heading')).toHaveText('1. Acceptance of Terms');
    await expect(sections.last().getByRole('heading')).toHaveText('14. Contact');
    await expect(page.getByText('Free: 1 generation (lifetime).')).toBeVisible();
    await expect(page.getByText('Basic: 30 generations per month.')).toBeVisible();
    await expect(page.getByText(/cancel anytime in your account settings/)).toBeVisible();
    await expect(page.getByText(/refunds for partial months/)).toBeVisible();
    await expect(page.getByText(/30 days notice/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('3 generations');

    await page.goto('/legal/privacy');
    for (const t of [
      'E-mail address',
      'User ID',
      'Generation prompts and history',
      'Payment data',
      'Technical data',
      'Our payment provider',
      'Our infrastructure provider',
      'Our AI model provider',
      'Legal authorities',
      'Opt out of marketing',
      'Data portability',
    ]) {
      await expect(page.getByText(t, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByText(/not for children under 13/)).toBeVisible();
  });
});

test.describe('signed in', () => {
  test('CTAs go to /create and the Free card hides Get Started', async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/create');
    const pricing = page.locator('section', { has: page.getByRole('heading', { name: 'Simple Pricing' }) });
    await expect(pricing.getByRole('link', { name: 'Choose Basic' })).toBeVisible();
    await expect(pricing.getByRole('link', { name: 'Get Started', exact: true })).toHaveCount(0);
    await page.goto('/contest');
    await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/create');
    await expect(page.getByRole('link', { name: 'Sign Up for the Next Contest' })).toHaveCount(0);
  });
});

test.describe('phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  for (const path of [
    '/',
    '/blog',
    '/blog/install-a-decal-pack-step-by-step',
    '/contest',
    '/installation',
    '/creator-pilot',
    '/legal/privacy',
    '/legal/tos',
  ]) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('accessibility (axe)', () => {
  for (const path of ['/', '/pricing', '/blog', '/blog/install-a-decal-pack-step-by-step', '/installation']) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/blog') await expect(page.getByRole('article').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
