import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ASSET_CREDITS, PRODUCT_NAME, SUPPORT_EMAIL, type AssetCredit } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';

function OutLink({ href, children }: { href: string; children: string }) {
  // The last word and the icon stay together, so the icon never wraps onto a line of its own.
  const split = children.lastIndexOf(' ') + 1;
  return (
    <a href={href} rel="noopener noreferrer" target="_blank" className="text-brand hover:underline">
      {children.slice(0, split)}
      <span className="whitespace-nowrap">
        {children.slice(split)}
        <ExternalLink aria-hidden="true" className="ml-1 inline-block h-3.5 w-3.5 align-[-0.125em]" />
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="font-semibold text-text">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function CreditCard({ credit }: { credit: AssetCredit }) {
  const titleId = `${credit.id}-title`;
  return (
    <li>
      <section
        id={credit.id}
        aria-labelledby={titleId}
        className="scroll-mt-24 rounded-[var(--radius-card)] border border-border bg-surface p-6"
      >
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <h2 id={titleId} className="font-[family-name:var(--font-display)] text-2xl font-bold">
            {credit.name}
          </h2>
          <Badge tone="muted">{credit.kind}</Badge>
          {credit.inDecals && <Badge tone="accent">In your decals</Badge>}
        </div>
        <p className="mb-4 text-muted">{credit.description}</p>
        <dl className="space-y-3 text-sm text-muted">
          <Row term="Authors">
            <OutLink href={credit.sourceUrl}>{credit.authors}</OutLink>
          </Row>
          <Row term="Licence">
            <OutLink href={credit.licence.url}>{credit.licence.name}</OutLink>
          </Row>
          <Row term="npm package">
            <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-accent">{credit.npmPackage}</code>
          </Row>
          <Row term="We use it for">{credit.usedFor}</Row>
          <Row term="Attribution">{credit.attribution}</Row>
        </dl>
      </section>
    </li>
  );
}

/** /credits: the open-licensed icon sets and fonts we use, from the shared credits list. */
export function CreditsPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="mb-8">
        <h1 className="mb-4 font-[family-name:var(--font-display)] text-4xl font-bold sm:text-5xl">Credits &amp; Licences</h1>
        <p className="text-muted">
          {PRODUCT_NAME} is built with open-licensed artwork and fonts. Thank you to their authors. Assets marked{' '}
          <strong className="text-text">In your decals</strong> can appear in the decal images you download, and the readme.txt in every
          decal package repeats their attribution.
        </p>
      </header>
      <ul className="space-y-6">
        {ASSET_CREDITS.map((c) => (
          <CreditCard key={c.id} credit={c} />
        ))}
      </ul>
      <p className="mt-10 text-sm text-muted">
        Your rights to the decals you create are described in our{' '}
        <Link to={paths.terms} className="text-brand underline underline-offset-2 hover:text-brand-strong">
          Terms of Service
        </Link>
        . A credit missing or wrong? Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-brand underline underline-offset-2 hover:text-brand-strong">
          {SUPPORT_EMAIL}
        </a>{' '}
        and we will fix it.
      </p>
    </article>
  );
}
