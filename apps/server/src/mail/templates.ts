import { PRODUCT_NAME } from '@decalforge/shared';
import type { MailMessage } from './mailer';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="margin:0;background:#0b0f1a;font-family:Arial,sans-serif;color:#e6e9f2">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<h1 style="font-size:22px;color:#ff6b35;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</h1>
<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h2>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#ff6b35;color:#0b0f1a;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="line-height:1.5;font-size:13px;color:#9aa3b8">${escapeHtml(outro)}<br>${escapeHtml(link)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, link: string): MailMessage {
  const intro = `Welcome to ${PRODUCT_NAME}! Confirm your e-mail address to start designing decals.`;
  const outro = 'If you did not sign up, ignore this e-mail. If the button does not work, open this link:';
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: `${intro}\n\nConfirm your account: ${link}\n\n${outro}`,
    html: layout('Confirm your account', intro, 'Confirm e-mail', link, outro),
    link,
  };
}

export function resetPasswordMail(to: string, link: string): MailMessage {
  const intro = 'Someone asked to reset the password of your account. The link is valid for one hour.';
  const outro = 'If it was not you, ignore this e-mail; your password stays the same. Link:';
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${intro}\n\nSet a new password: ${link}\n\n${outro}`,
    html: layout('Reset your password', intro, 'Set a new password', link, outro),
    link,
  };
}
