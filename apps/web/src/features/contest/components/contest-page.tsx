import { Award, CalendarClock, Gavel, ListChecks, Mail, MessageCircle, ScrollText, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { CONTEST, CONTEST_MAX_POINTS, SUPPORT_EMAIL } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { IconSection } from '../../../components/ui/icon-section';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const STEPS = [
  { title: 'Create your decal', text: `Generate a decal on the theme ${CONTEST.theme} with any car body and finish.` },
  {
    title: 'Install it and take screenshots',
    text: `Install the pack, then capture ${CONTEST.screenshotsRequired} in-game screenshots (PNG or JPG, ${CONTEST.minScreenshotSize} or larger).`,
  },
  {
    title: 'Name your files',
    text: `Use the pattern ${CONTEST.fileNamePattern}, numbering the screenshots 1 to ${CONTEST.screenshotsRequired}.`,
  },
  {
    title: 'Submit before the deadline',
    text: `Post in the contest channel of our community chat or e-mail ${SUPPORT_EMAIL} by ${CONTEST.deadlineLabel}.`,
  },
];

const FAQ = [
  { q: 'Do I need a paid plan to enter?', a: 'No. The Free plan’s generation is enough to create an entry; any plan can enter.' },
  {
    q: 'Can I edit my decal in another program?',
    a: 'Light touch-ups are fine, but the design must start from a decal you generated with DecalForge.',
  },
  { q: 'Which car body should I use?', a: 'Any of Octane, Fennec or Dominus. Pick the body that shows your design best.' },
  {
    q: 'How does the community vote work?',
    a: `Finalists are posted in the community chat; reactions count for up to ${CONTEST.communityVoteMaxPercent}% of the final score and decide People's Choice.`,
  },
  {
    q: 'How are prizes delivered?',
    a: 'Pro months are added to the winner’s DecalForge account, so enter with the e-mail you sign in with.',
  },
];

/** /contest: the 1st Decal Contest (theme, deadline, how to enter, prizes, judging, rules, FAQ). */
export function ContestPage({ signedIn, now = new Date() }: { signedIn: boolean; now?: Date }) {
  const closed = now.getTime() > Date.parse(CONTEST.deadlineIso);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <header className="mb-10 text-center">
        <Badge tone="accent" className="mb-4">
          Theme: {CONTEST.theme}
        </Badge>
        <h1 className="mb-4 font-[family-name:var(--font-display)] text-5xl font-bold sm:text-6xl">
          <span className="text-gradient">{CONTEST.title}</span>
        </h1>
        <p className="mx-auto mb-4 max-w-2xl text-lg text-muted">
          Show us what a <strong className="text-text">{CONTEST.theme}</strong> looks like on wheels. Design a decal, capture it in game and
          win months of Pro.
        </p>
        {closed ? (
          <div
            className="mx-auto mb-8 max-w-2xl rounded-[var(--radius-card)] border border-accent/40 bg-surface p-5 text-left sm:p-6"
            data-testid="contest-closed"
          >
            <p className="mb-2 flex flex-wrap items-center gap-2">
              <Badge tone="muted">Submissions closed</Badge>
              <span className="text-sm text-muted">
                Deadline was <strong className="whitespace-nowrap text-text">{CONTEST.deadlineLabel}</strong>
              </span>
            </p>
            <h2 className="mb-2 font-[family-name:var(--font-display)] text-2xl font-bold">This contest has ended</h2>
            <p className="text-muted">
              Thank you to everyone who entered. Winners are announced in the community chat within {CONTEST.winnersAnnouncedWithinDays}{' '}
              days after the deadline; the next contest is announced there first.
            </p>
          </div>
        ) : (
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm">
            <CalendarClock aria-hidden="true" className="h-4 w-4 text-brand" />
            Deadline: <strong>{CONTEST.deadlineLabel}</strong>
          </p>
        )}
        {closed ? (
          // Closed: the results live in the community chat; creating still works for the next one.
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.discord} className={buttonClass('primary', 'lg')}>
              <MessageCircle aria-hidden="true" className="h-5 w-5" /> See the Results
            </Link>
            {signedIn ? (
              <Link to={paths.create} className={buttonClass('secondary', 'lg')}>
                Start Creating
              </Link>
            ) : (
              <Link to={paths.signUp} className={buttonClass('secondary', 'lg')}>
                Sign Up for the Next Contest
              </Link>
            )}
          </div>
        ) : (
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            {signedIn ? (
              <Link to={paths.create} className={buttonClass('primary', 'lg')}>
                Start Creating
              </Link>
            ) : (
              <Link to={paths.signUp} className={buttonClass('primary', 'lg')}>
                Join Contest
              </Link>
            )}
            <Link to={paths.discord} className={buttonClass('secondary', 'lg')}>
              <MessageCircle aria-hidden="true" className="h-5 w-5" /> Join the Community Chat
            </Link>
          </div>
        )}
      </header>

      <div className="grid gap-6">
        <IconSection id="how-to-enter" icon={ListChecks} title="How to Enter">
          <ol className="grid gap-4 sm:grid-cols-2">
            {STEPS.map((s, i) => (
              <li key={s.title} className="flex gap-3 rounded-lg bg-surface-2 p-4">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-bg"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{s.title}</h3>
                  <p className="text-sm text-muted">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </IconSection>

        <IconSection id="prizes" icon={Trophy} title="Prizes">
          <ul className="grid gap-4 sm:grid-cols-3">
            {CONTEST.prizes.map((p) => (
              <li key={p.place} className="rounded-lg border border-border bg-surface-2 p-4 text-center">
                <Award aria-hidden="true" className="mx-auto mb-2 h-8 w-8 text-accent" />
                <h3 className="font-semibold">
                  {p.place}
                  {p.winners > 1 ? ` (${p.winners} winners)` : ''}
                </h3>
                <p className="text-muted">{p.reward}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted">
            Winners are announced within {CONTEST.winnersAnnouncedWithinDays} days after the deadline.
          </p>
        </IconSection>

        <IconSection id="judging" icon={Gavel} title="Judging Criteria">
          <p className="mb-4 text-muted">
            Judges score each criterion out of {CONTEST.pointsPerCriterion} points, {CONTEST_MAX_POINTS} points in total. The community vote
            counts for up to {CONTEST.communityVoteMaxPercent}% of the final score.
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {CONTEST.judgingCriteria.map((c) => (
              <li key={c.name} className="flex items-start justify-between gap-3 rounded-lg bg-surface-2 p-4">
                <div>
                  <h3 className="font-semibold">{c.name}</h3>
                  <p className="text-sm text-muted">{c.description}</p>
                </div>
                <span className="shrink-0 text-sm font-semibold text-accent">{CONTEST.pointsPerCriterion} pts</span>
              </li>
            ))}
          </ul>
        </IconSection>

        <IconSection id="rules" icon={ScrollText} title="Contest Rules">
          <ul className="list-disc space-y-2 pl-5 text-muted">
            <li>You must be {CONTEST.minimumAge} or older to enter.</li>
            <li>One submission per person.</li>
            <li>
              Submit {CONTEST.screenshotsRequired} screenshots in PNG or JPG at {CONTEST.minScreenshotSize} or larger.
            </li>
            <li>
              Name files <code className="text-accent">{CONTEST.fileNamePattern}</code>, <code className="text-accent">…_2.png</code>,{' '}
              <code className="text-accent">…_3.png</code>.
            </li>
            <li>The design must be your own, made with DecalForge, and must fit the theme {CONTEST.theme}.</li>
            <li>No hateful, sexual or infringing content; such entries are disqualified.</li>
            <li>Entries received after {CONTEST.deadlineLabel} are not judged.</li>
          </ul>
        </IconSection>

        <IconSection id="submit" icon={Mail} title="How to Submit">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg bg-surface-2 p-4">
              <h3 className="mb-1 font-semibold">Community chat</h3>
              <p className="text-sm text-muted">
                Post your {CONTEST.screenshotsRequired} screenshots and your creator tag in the contest channel of our{' '}
                <Link to={paths.discord} className="text-brand hover:underline">
                  Discord
                </Link>
                .
              </p>
            </div>
            <div className="rounded-lg bg-surface-2 p-4">
              <h3 className="mb-1 font-semibold">E-mail</h3>
              <p className="text-sm text-muted">
                Send the files to{' '}
                <a
                  href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${CONTEST.title} entry`)}`}
                  className="text-brand hover:underline"
                >
                  {SUPPORT_EMAIL}
                </a>{' '}
                with the subject “{CONTEST.title} entry”.
              </p>
            </div>
          </div>
        </IconSection>

        <section aria-labelledby="faq" className="rounded-[var(--radius-card)] border border-border bg-surface p-6">
          <h2 id="faq" className="mb-4 font-[family-name:var(--font-display)] text-2xl font-bold">
            FAQ
          </h2>
          <div className="space-y-2">
            {FAQ.map((f) => (
              <details key={f.q} className="group rounded-lg bg-surface-2 p-4">
                <summary className="cursor-pointer font-semibold marker:text-brand">{f.q}</summary>
                <p className="mt-2 text-muted">{f.a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
