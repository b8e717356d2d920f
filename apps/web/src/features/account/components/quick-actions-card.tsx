import { Sparkles, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { canGenerate, type Plan } from '@decalforge/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

export function QuickActionsCard({ plan, monthlyUsage, bonusCredits }: { plan: Plan; monthlyUsage: number; bonusCredits: number }) {
  const allowed = canGenerate({ plan, usage: monthlyUsage, bonusCredits });
  return (
    <Card aria-labelledby="quick-title">
      <h2 id="quick-title" className="mb-4 text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="flex flex-col gap-2">
        {allowed ? (
          <Link to={paths.create} className={buttonClass('primary', 'md', 'w-full')}>
            <Sparkles aria-hidden="true" className="h-4 w-4" /> Create New Decal
          </Link>
        ) : (
          <Button className="w-full" disabled>
            Upgrade Required to Generate
          </Button>
        )}
        <Link to={paths.pricing} className={buttonClass('secondary', 'md', 'w-full')}>
          <Tag aria-hidden="true" className="h-4 w-4" /> View Pricing
        </Link>
      </div>
    </Card>
  );
}
