import { Link } from 'react-router';
import { LEGAL, PRODUCT_NAME, SUPPORT_EMAIL } from '@decalforge/shared';
import { paths } from '../../../config/paths';
import { LegalPage, type LegalSection } from './legal-page';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>E-mail address</strong>: to create your account, confirm it, sign you in and reset your password.
          </li>
          <li>
            <strong>User ID</strong>: a random identifier that links your account to your plan, generations and saved decals.
          </li>
          <li>
            <strong>Generation prompts and history</strong>: the themes you type, the improved prompts, your chosen car body, finish,
            chassis and settings, the status of each generation, and the decals you keep.
          </li>
          <li>
            <strong>Payment data</strong>: handled by our card payment provider. Your card number never reaches our servers; we receive a
            customer reference, your plan, and the state of your subscription.
          </li>
          <li>
            <strong>Technical data</strong>: IP address, browser type, request times and error logs, used to keep the service secure and
            working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To provide the service: generate decals, store the ones you keep, and build your download packages.</li>
        <li>To apply your plan and count your generations against its limits.</li>
        <li>To process payments and manage subscriptions.</li>
        <li>To send account e-mails (confirmation, password reset, billing notices) and, if you agree, product news.</li>
        <li>To prevent abuse, fix problems and improve the service.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>
            <strong>Our payment provider</strong>, to take payments and manage subscriptions.
          </li>
          <li>
            <strong>Our infrastructure provider</strong>, which hosts our servers, database and file storage.
          </li>
          <li>
            <strong>Our AI model provider</strong>, which receives your prompts (never your e-mail address) to improve them and generate
            images.
          </li>
          <li>
            <strong>Legal authorities</strong>, when the law requires it or to protect the rights and safety of our users and of{' '}
            {PRODUCT_NAME}.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <p>
        Connections are encrypted with HTTPS, passwords are stored only as salted hashes, sessions use secure HTTP-only cookies, and saved
        decals are served through short-lived signed links that only you receive. No system is perfectly secure, but we work to protect your
        data and will tell you without undue delay if a breach affects you.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You can ask us to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal data we hold about you;
          </li>
          <li>
            <strong>Correct</strong> data that is wrong;
          </li>
          <li>
            <strong>Delete</strong> your account and data;
          </li>
          <li>
            <strong>Opt out of marketing</strong> e-mails at any time (account e-mails still arrive);
          </li>
          <li>
            <strong>Data portability</strong>: receive your data in a common machine-readable format.
          </li>
        </ul>
        <p>Write to {mail}; we answer within 30 days.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your account data while your account is open. Generation history may be kept for up to {LEGAL.historyRetentionMonths}{' '}
        months. Decals you save stay in your collection until you delete them or close your account. Billing records are kept as long as tax
        law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        {PRODUCT_NAME} is not for children under {LEGAL.minimumAge}. We do not knowingly collect data from them; if you believe a child
        under {LEGAL.minimumAge} has given us personal data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy. We will post the new version here with a new date, and e-mail you about significant changes before they
        apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about privacy? E-mail {mail}. See also our <Link to={paths.terms}>Terms of Service</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what {PRODUCT_NAME} collects when you use the website, why, who we share it with, and the choices you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
