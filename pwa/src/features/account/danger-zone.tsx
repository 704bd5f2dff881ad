import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast/toast-store';
import { profileApi } from './profile-api';
import { isSerializedApiError, serverMessage } from '../../lib/http';
import { clearGuestSession, useSession } from '../auth';
import { ConfirmDeleteDialog, ConfirmPasswordDialog } from './delete-account-dialogs';

function needsRecentLogin(error: unknown): boolean {
  return isSerializedApiError(error) && error.code === 'requires-recent-login';
}

export function DangerZone() {
  const { provider, user, signOut } = useSession();
  const navigate = useNavigate();
  const [deleteProfile] = profileApi.useDeleteProfileMutation();
  const [dialog, setDialog] = useState<'none' | 'confirm' | 'password'>('none');
  const [busy, setBusy] = useState(false);

  const finish = async () => {
    setDialog('none');
    toast({ title: 'Account deleted', description: 'Your account and its data have been removed.' });
    // Account deletion signs the user out (spec 000 section 4).
    await signOut().catch((error: unknown) => console.warn('Sign out error', error));
    void navigate('/');
  };

  const attemptDelete = async (password?: string) => {
    if (!user?.email || !provider) {
      toast({ title: 'Deletion failed', description: 'No authenticated user found', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      if (password) await provider.reauthenticate(password);
      await deleteProfile().unwrap();
      await finish();
    } catch (error) {
      if (needsRecentLogin(error) && !password) setDialog('password');
      else
        toast({
          title: 'Deletion failed',
          description: serverMessage(
            error,
            error instanceof Error ? error.message : 'Your account could not be deleted.',
          ),
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {/* A plain link, as the spec says; local guest data goes first because the page reloads. */}
        <a href="/api/logout" className="btn btn-outline-secondary" onClick={() => void clearGuestSession()}>
          Sign Out
        </a>
        <Button variant="danger" onClick={() => setDialog('confirm')}>
          Delete Account
        </Button>
      </div>
      <ConfirmDeleteDialog
        show={dialog === 'confirm'}
        busy={busy}
        onCancel={() => setDialog('none')}
        onConfirm={() => void attemptDelete()}
      />
      {dialog === 'password' ? (
        <ConfirmPasswordDialog
          show
          busy={busy}
          onCancel={() => setDialog('none')}
          onConfirm={(password) => void attemptDelete(password)}
        />
      ) : null}
    </>
  );
}
