import { expect, test } from '@playwright/test';
import { outboxLink, signIn, signUpAndSignIn, uniqueEmail } from '../support/helpers';

test('sign up, confirm from the outbox, sign in and sign out', async ({ page }) => {
  const { email } = await signUpAndSignIn(page);
  const header = page.getByRole('banner');
  await expect(header.getByText(email).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Create' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Account' })).toBeVisible();
  // A signed-in user visiting /auth goes home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Create' })).toHaveCount(0);
});

test('auth form validation and mode switching', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill('someone@example.test');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill('wrong-password');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();
  // The form keeps its fields on error.
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.test');
  await page.getByRole('button', { name: /Forgot your password/ }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('button', { name: /Sign up/ }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('reset password from the e-mail link', async ({ page }) => {
  const { email } = await signUpAndSignIn(page, uniqueEmail('reset'));
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/auth');
  await page.getByRole('button', { name: /Forgot your password/ }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.goto(await outboxLink(email, /reset-password/));
  await expect(page.getByText('Verifying reset link')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible({ timeout: 5000 });
  const submit = page.getByRole('button', { name: 'Update Password' });
  await page.getByLabel('New Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm New Password').fill('abd');
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm New Password').fill('abc');
  await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('new-password-9');
  await page.getByLabel('Confirm New Password').fill('new-password-9');
  await submit.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, 'new-password-9');
});

test('reset page without a valid link sends the visitor to /auth', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Verifying reset link')).toBeVisible();
  await expect(page.getByText('Invalid or expired reset link. Please request a new password reset.')).toBeVisible({ timeout: 5000 });
  await expect(page).toHaveURL(/\/auth$/);
});
