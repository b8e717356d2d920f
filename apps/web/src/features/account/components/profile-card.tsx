import { UserRound } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export function ProfileCard({ email, userId }: { email: string; userId: string }) {
  return (
    <Card aria-labelledby="profile-title">
      <h2 id="profile-title" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <UserRound aria-hidden="true" className="h-5 w-5 text-brand" /> Profile
      </h2>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-muted">Email</dt>
          <dd className="break-all font-medium">{email}</dd>
        </div>
        <div>
          <dt className="text-muted">User ID</dt>
          <dd className="font-mono" title="First 8 characters of your user id">
            {userId.slice(0, 8)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
