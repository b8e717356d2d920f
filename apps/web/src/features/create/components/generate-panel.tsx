import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { limitBannerText, type Plan } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { bonusCreditText, bonusUsedText, usageBadgeText } from '../utils/quota-display';

export interface GeneratePanelProps {
  plan: Plan;
  used: number;
  bonusCredits: number;
  atLimit: boolean;
  generating: boolean;
  promptEmpty: boolean;
  onGenerate: () => void;
}

/** Generate Decal button with the usage badge, bonus-credit note and the limit banner. */
export function GeneratePanel({ plan, used, bonusCredits, atLimit, generating, promptEmpty, onGenerate }: GeneratePanelProps) {
  const badge = usageBadgeText(plan, used);
  const beyond = bonusUsedText(plan, used);
  return (
    <div className="space-y-3">
      <Button size="lg" className="w-full" onClick={onGenerate} disabled={promptEmpty || generating || atLimit}>
        <Sparkles className="h-5 w-5" aria-hidden />
        {generating ? 'Generating...' : 'Generate Decal'}
      </Button>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>{plan === 'FREE' ? 'Free generations used' : plan === 'BASIC' ? 'Generations this month' : 'Generations'}</span>
        {badge ? (
          <Badge tone={atLimit ? 'danger' : 'muted'} aria-label={`Usage ${badge}`}>
            {badge}
          </Badge>
        ) : (
          <Badge tone="success">Unlimited</Badge>
        )}
        {beyond && <span data-testid="bonus-used">{beyond}</span>}
      </div>
      {bonusCredits > 0 && <p className="text-sm text-accent">{bonusCreditText(bonusCredits)}</p>}
      {atLimit && (
        <p className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-text">
          {limitBannerText(plan)}
          <Link to={paths.pricing} className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong">
            Upgrade to continue
          </Link>
        </p>
      )}
    </div>
  );
}
