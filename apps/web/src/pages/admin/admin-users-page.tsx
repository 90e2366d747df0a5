import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { CreateAdminDialog } from '../../features/admin/users/components/create-admin-dialog.tsx';
import { UsersList } from '../../features/admin/users/components/users-list.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';

/** /admin/users: every account, searchable, each opening its page; "Create admin" (issue 7). */
export function AdminUsersPage() {
  return (
    <RequireAccess>
      <AdminUsers />
    </RequireAccess>
  );
}

function AdminUsers() {
  const { t } = useTranslation('admin');
  const [creating, setCreating] = useState(false);
  return (
    <Page title={t('admin.users.title')} lead={t('admin.users.lead')}>
      <AdminNav />
      <div className="mb-5 flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('admin.users.create.open')}
        </Button>
      </div>
      <UsersList />
      {creating ? <CreateAdminDialog onOpenChange={setCreating} /> : null}
    </Page>
  );
}
