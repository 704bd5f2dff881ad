import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ROLES, type AdminUser, type Role } from '@shared-schema';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useSession } from '../../auth';
import { runAdminAction } from '../admin-action';
import { adminApi } from '../api/admin-api';
import { ConfirmDialog } from '../confirm-dialog';
import { Pager } from '../pager';

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
}

function UserRow({ user, onDelete }: { user: AdminUser; onDelete: (user: AdminUser) => void }) {
  const { user: me } = useSession();
  const [promote, promoting] = adminApi.usePromoteUserMutation();
  const [suspend, suspending] = adminApi.useSuspendUserMutation();
  const [unsuspend, unsuspending] = adminApi.useUnsuspendUserMutation();
  const isSuperAdmin = user.role === 'super_admin';
  const changeRole = (role: Role) =>
    runAdminAction(() => promote({ userId: user.id, role }).unwrap(), {
      success: 'User role updated',
      successDetail: `${user.email} is now ${role}.`,
      failure: 'Failed to update user role',
    });
  return (
    <tr>
      <td className="text-break">
        <div>{user.email}</div>
        <div className="small text-body-secondary">{user.id}</div>
      </td>
      <td>{fullName(user)}</td>
      <td>
        {isSuperAdmin ? (
          <Badge bg="dark">super_admin</Badge>
        ) : (
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
        )}
      </td>
      <td className="text-end">{user.credits}</td>
      <td>{user.isActive ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Suspended</Badge>}</td>
      <td className="small">
        {user.lastLoginAt ? new Date(user.lastLoginAt).toLocaleDateString() : 'Never'}
      </td>
      <td className="text-nowrap">
        {!isSuperAdmin &&
          (user.isActive ? (
            <Button
              size="sm"
              variant="outline-warning"
              className="me-2"
              disabled={suspending.isLoading}
              onClick={() =>
                void runAdminAction(() => suspend(user.id).unwrap(), {
                  success: 'User suspended',
                  successDetail: user.email,
                  failure: 'Failed to suspend user',
                })
              }
            >
              Suspend
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline-success"
              className="me-2"
              disabled={unsuspending.isLoading}
              onClick={() =>
                void runAdminAction(() => unsuspend(user.id).unwrap(), {
                  success: 'User unsuspended',
                  successDetail: user.email,
                  failure: 'Failed to unsuspend user',
                })
              }
            >
              Unsuspend
            </Button>
          ))}
        {!isSuperAdmin && user.id !== me?.uid && (
          <Button size="sm" variant="outline-danger" onClick={() => onDelete(user)}>
            Delete
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Tab 2: server-side search (e-mail, names, id) with pages; role, suspension and deletion per user. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const { data, isError, isFetching } = adminApi.useGetUsersQuery({ search: debounced, page });
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [deleteUser, deleteState] = adminApi.useDeleteUserMutation();
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
      <div className="table-responsive">
        <Table hover className="mb-0 align-middle" aria-label="Users">
          <thead>
            <tr>
              <th>E-mail</th>
              <th>Name</th>
              <th>Role</th>
              <th className="text-end">Credits</th>
              <th>Status</th>
              <th>Last login</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data?.users.map((user) => (
              <UserRow key={user.id} user={user} onDelete={setDeleting} />
            ))}
          </tbody>
        </Table>
      </div>
      <Card.Footer className="d-flex justify-content-between align-items-center flex-wrap gap-2">
        <span className="small text-body-secondary">
          {data ? `${data.total.toLocaleString()} users` : ''} {isFetching ? '· Loading…' : ''}
        </span>
        <Pager page={page} totalPages={totalPages} onPage={setPage} label="User pages" />
      </Card.Footer>
      <ConfirmDialog
        item={deleting}
        title="Delete user"
        body={(target) =>
          `Delete ${target.email} permanently? Their sign-in, contracts, reviews, credits and all other data are removed. This cannot be undone.`
        }
        confirmLabel="Delete user"
        pending={deleteState.isLoading}
        onClose={() => setDeleting(null)}
        onConfirm={(target) => {
          void runAdminAction(() => deleteUser(target.id).unwrap(), {
            success: 'User deleted',
            successDetail: target.email,
            failure: 'Failed to delete user',
          });
        }}
      />
    </Card>
  );
}
