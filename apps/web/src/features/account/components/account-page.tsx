import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { SUBSCRIPTION_KEY, useSubscription } from '../../../lib/billing/get-subscription';
import { usePaymentSuccess } from '../hooks/use-payment-success';
import { ProfileCard } from './profile-card';
import { QuickActionsCard } from './quick-actions-card';
import { SavedDecalsCard, type SavedDecalsCardProps } from './saved-decals-card';
import { SubscriptionCard } from './subscription-card';

export interface AccountPageProps extends SavedDecalsCardProps {
  /** The API tokens section (the route passes the api-tokens feature's card), under the saved decals. */
  apiTokens?: ReactNode;
}

/** /account: profile, subscription, saved decals and quick actions (signed in only; the route guards). */
export function AccountPage({ apiTokens, ...props }: AccountPageProps) {
  const { user, profile, refreshProfile, profileLoading } = useAuth();
  const qc = useQueryClient();
  const subscription = useSubscription();
  const [refreshing, setRefreshing] = useState(false);
  usePaymentSuccess();
  if (!user) return null;

  async function refresh() {
    setRefreshing(true);
    try {
      await Promise.all([refreshProfile(), qc.invalidateQueries({ queryKey: SUBSCRIPTION_KEY })]);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-[family-name:var(--font-display)] text-4xl font-bold">Account</h1>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6">
          <ProfileCard email={user.email} userId={user.id} />
          <SubscriptionCard
            plan={profile.plan}
            monthlyUsage={profile.monthlyUsage}
            bonusCredits={profile.bonusCredits}
            subscription={subscription.data?.subscription ?? null}
            refreshing={refreshing || profileLoading}
            onRefresh={() => void refresh()}
          />
          <QuickActionsCard plan={profile.plan} monthlyUsage={profile.monthlyUsage} bonusCredits={profile.bonusCredits} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <SavedDecalsCard {...props} />
          {apiTokens}
        </div>
      </div>
    </div>
  );
}
