import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ROLES, type AdminUser, type Role } from '@shared-schema';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useSession } from '../../auth';
import { runAdminAction } from '../admin-action';
import { adminApi } from '../api/admin-api';
import { AdminList, type AdminColumn, type RowAction } from '../admin-list';
import { DeleteConfirm } from '../confirm-dialog';
import { Pager } from '../pager';

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
}

function RoleCell({ user }: { user: AdminUser }) {
  const [promote, promoting] = adminApi.usePromoteUserMutation();
  if (user.role === 'super_admin') return <Badge bg="dark">super_admin</Badge>;
  const changeRole = (role: Role) =>
    runAdminAction(() => promote({ userId: user.id, role }).unwrap(), {
      success: 'User role updated',
      successDetail: `${user.email} is now ${role}.`,
      failure: 'Failed to update user role',
    });
  return (
    <Form.Select
      size="sm"
      aria-label={`Role of ${user.email}`}
      value={user.role}
      disabled={promoting.isLoading}
      onChange={(e) => {
        const role = ROLES.find((r) => r === e.target.value);
        if (role) void changeRole(role);
      }}
    >
      {ROLES.filter((r) => r !== 'super_admin').map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </Form.Select>
  );
}

const COLUMNS: readonly AdminColumn<AdminUser>[] = [
  {
    header: 'E-mail',
    cell: (user) => (
      <>
        <div className="text-break-word">{user.email}</div>
        <div className="small text-body-secondary text-break-word">{user.id}</div>
      </>
    ),
  },
  { header: 'Name', cell: fullName },
  { header: 'Role', cell: (user) => <RoleCell user={user} /> },
  { header: 'Credits', cell: (user) => user.credits, className: 'text-end' },
  {
    header: 'Status',
    cell: (user) =>
      user.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Suspended</Badge>,
  },
  {
    header: 'Last login',
    cell: (user) => (user.lastLoginAt ? new Date(user.lastLoginAt).toLocaleDateString() : 'Never'),
    className: 'small',
  },
];

/** Suspend or unsuspend and delete: never for the super admin, and no deleting oneself. */
function useUserActions(onDelete: (user: AdminUser) => void): (user: AdminUser) => RowAction[] {
  const { user: me } = useSession();
  const [suspend, suspending] = adminApi.useSuspendUserMutation();
  const [unsuspend, unsuspending] = adminApi.useUnsuspendUserMutation();
  return (user) => {
    const editable = user.role !== 'super_admin';
    return [
      {
        label: 'Suspend',
        // Not outline-warning: its yellow on white is 1.6:1 (issue 25 item 13); dark reads at 16:1.
        variant: 'outline-dark',
        shown: editable && user.isActive,
        disabled: suspending.isLoading,
        onClick: () =>
          void runAdminAction(() => suspend(user.id).unwrap(), {
            success: 'User suspended',
            successDetail: user.email,
            failure: 'Failed to suspend user',
          }),
      },
      {
        label: 'Unsuspend',
        variant: 'outline-success',
        shown: editable && !user.isActive,
        disabled: unsuspending.isLoading,
        onClick: () =>
          void runAdminAction(() => unsuspend(user.id).unwrap(), {
            success: 'User unsuspended',
            successDetail: user.email,
            failure: 'Failed to unsuspend user',
          }),
      },
      {
        label: 'Delete',
        variant: 'outline-danger',
        shown: editable && user.id !== me?.uid,
        onClick: () => onDelete(user),
      },
    ];
  };
}

/** Tab 2: server-side search (e-mail, names, id) with pages; role, suspension and deletion per user. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const { data, isError, isFetching } = adminApi.useGetUsersQuery({ search: debounced, page });
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [deleteUser, deleteState] = adminApi.useDeleteUserMutation();
  const actions = useUserActions(setDeleting);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card className="shadow-sm">
      <Card.Header>
        <Form.Control
          type="search"
          placeholder="Search by e-mail, name or user id"
          aria-label="Search users"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </Card.Header>
      {isError && <Card.Body className="text-danger">Could not load users.</Card.Body>}
      <AdminList
        label="Users"
        items={data?.users}
        empty="No users found."
        columns={COLUMNS}
        actions={actions}
      />
      <Card.Footer className="d-flex justify-content-between align-items-center flex-wrap gap-2">
        <span className="small text-body-secondary">
          {data ? `${data.total.toLocaleString()} users` : ''} {isFetching ? '· Loading…' : ''}
        </span>
        <Pager page={page} totalPages={totalPages} onPage={setPage} label="User pages" />
      </Card.Footer>
      <DeleteConfirm
        item={deleting}
        title="Delete user"
        body={(target) =>
          `Delete ${target.email} permanently? Their sign-in, contracts, reviews, credits and all other data are removed. This cannot be undone.`
        }
        confirmLabel="Delete user"
        pending={deleteState.isLoading}
        onClose={() => setDeleting(null)}
        remove={(target) => deleteUser(target.id).unwrap()}
        texts={{ success: 'User deleted', failure: 'Failed to delete user', detail: (t) => t.email }}
      />
    </Card>
  );
}
