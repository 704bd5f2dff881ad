import { useState } from 'react';
import { toast } from '../../components/ui/toast/toast-store';
import { serverMessage } from '../../lib/http';
import { useSession } from './session/use-session';
import { changePasswordApi } from './change-password-api';

/**
 * Changing the signed-in user's password, with its outcome toasts. Built-in identity: the current and the new
 * password go to the server, which signs the other devices out. Firebase holds the password itself, so the
 * change is its password reset e-mail.
 */
export function useChangePassword() {
  const { provider, user } = useSession();
  const [changePassword, { isLoading }] = changePasswordApi.useChangePasswordMutation();
  const [sending, setSending] = useState(false);

  /** True when the password was changed. */
  const change = async (currentPassword: string, newPassword: string): Promise<boolean> => {
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      toast({
        title: 'Password updated',
        description: 'Other devices have been signed out.',
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: 'Failed to update password',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  const sendResetEmail = async (): Promise<void> => {
    if (!user?.email || !provider) return;
    setSending(true);
    try {
      await provider.sendPasswordReset(user.email);
      toast({
        title: 'Password reset e-mail sent',
        description: `Check ${user.email} to set a new password.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Failed to update password',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return { viaResetEmail: provider?.kind === 'firebase', change, sendResetEmail, busy: isLoading || sending };
}
