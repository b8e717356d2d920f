import { AdminAccessGate } from '../../features/admin/components/admin-access-gate';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Admin Dashboard', 'Manage users, monitor stats, and control platform features.');
  return (
    <AdminAccessGate>
      <AdminDashboard />
    </AdminAccessGate>
  );
}
