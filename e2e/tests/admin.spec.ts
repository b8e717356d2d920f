import { expect, test } from '@playwright/test';
import { adminCli, signUpAndSignIn, uniqueEmail } from '../support/helpers';

test('a signed-out visitor to /admin is sent to /auth with a toast', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Please sign in to access admin panel')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('a signed-in non-admin is sent home with a toast, and the server refuses them too', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/admin');
  await expect(page.getByText('Access denied: Admin privileges required')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const status = await page.evaluate(async () => {
    const r = await fetch('/api/functions/admin-user-ops', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'getUserList' }),
    });
    return r.status;
  });
  expect(status).toBe(403);
});

test('an admin searches users, grants credits and Pro, changes a plan and sees activity', async ({ page, browser }) => {
  // The user to manage signs up in a browser of their own.
  const other = await browser.newContext();
  const target = await signUpAndSignIn(await other.newPage(), uniqueEmail('managed'));
  await other.close();

  const admin = await signUpAndSignIn(page, uniqueEmail('admin'));
  expect(adminCli('set-plan', admin.email, 'ADMIN')).toContain('ADMIN');
  await page.goto('/admin');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage users, monitor stats, and control platform features')).toBeVisible();

  // Overview is the default tab; arrow keys move between tabs.
  const overview = page.getByRole('tab', { name: 'Overview' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Total Users')).toBeVisible();
  await expect(page.getByText('User Distribution')).toBeVisible();
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  const usersTab = page.getByRole('tab', { name: 'Users' });
  await expect(usersTab).toHaveAttribute('aria-selected', 'true');
  await expect(usersTab).toBeFocused();

  // Search: trimmed and case-insensitive.
  const search = page.getByPlaceholder('Search users...');
  await search.fill(`  ${target.email.toUpperCase().slice(0, 20)}  `);
  const row = page.getByRole('row').filter({ hasText: target.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: admin.email })).toHaveCount(0);
  for (const column of ['Email', 'Plan', 'Bonus Credits', 'Total Gens', 'Monthly Gens', 'Joined', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await search.fill('no-such-user-anywhere');
  await expect(page.getByText('No users found')).toBeVisible();
  await search.fill(target.email);
  await expect(row).toHaveCount(1);

  // Grant 3 credits.
  await row.getByRole('button', { name: /^Manage/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage User' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('option', { name: 'Free – 1 generation (lifetime)' })).toBeAttached();
  await expect(dialog.getByRole('option', { name: 'Basic – 30 generations per month' })).toBeAttached();
  const grant = dialog.getByRole('button', { name: 'Grant', exact: true });
  await expect(grant).toBeDisabled();
  await dialog.getByLabel('Grant Bonus Credits').fill('0');
  await expect(grant).toBeDisabled();
  await dialog.getByLabel('Grant Bonus Credits').fill('3');
  await grant.click();
  await expect(page.getByText('Granted 3 bonus credits!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');

  // Escape closes the dialog without changes.
  await row.getByRole('button', { name: /^Manage/ }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Grant Pro.
  await row.getByRole('button', { name: /^Manage/ }).click();
  await dialog.getByRole('button', { name: 'Grant Pro' }).click();
  await expect(page.getByText('Granted PRO access with unlimited generations!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText('PRO');

  // Change the plan to Basic.
  await row.getByRole('button', { name: /^Manage/ }).click();
  await dialog.getByLabel('Subscription Plan').selectOption('BASIC');
  await dialog.getByRole('button', { name: 'Update Plan' }).click();
  await expect(page.getByText('User plan updated successfully!')).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('BASIC');

  // Activity and statistics tabs.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText('Latest generation requests across all users')).toBeVisible();
  await page.getByRole('tab', { name: 'Statistics' }).click();
  // Platform Health shows the server's live checks (GET /api/admin/health), not static text.
  await expect(page.getByText('System Operational')).toBeVisible();
  await expect(page.getByText(/All services running normally/)).toBeVisible();
  const checks = page.getByRole('list', { name: 'Service checks' }).getByRole('listitem');
  await expect(checks).toHaveCount(4);
  for (const label of ['Database', 'Job queue', 'File storage', 'E-mail'])
    await expect(checks.filter({ hasText: `${label}: OK` })).toHaveCount(1);
});
