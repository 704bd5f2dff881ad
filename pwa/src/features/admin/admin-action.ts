import { toast } from '../../components/ui/toast/toast-store';
import { serverMessage } from '../../lib/http';

/**
 * Runs one admin mutation: a success toast naming what was done, or the spec's failure text (spec 001
 * section 8) with the server's message below it. Resolves true on success.
 */
export async function runAdminAction(
  action: () => Promise<unknown>,
  texts: { success: string; successDetail?: string; failure: string },
): Promise<boolean> {
  try {
    await action();
    toast({ title: texts.success, description: texts.successDetail, variant: 'success' });
    return true;
  } catch (error) {
    toast({
      title: texts.failure,
      description: serverMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
    return false;
  }
}
