import { toast } from '../../../components/ui/toast/toast-store';
import { errorParts, serverMessage } from '../../../lib/http';

/**
 * The spec's two toasts per action: `refused` when the server answered with a reason (4xx), `failed`
 * when the call itself failed (network, 5xx); the description is the server's message when there is one.
 */
export function failureToast(error: unknown, titles: { refused: string; failed: string }): void {
  const { status } = errorParts(error);
  const refused = status >= 400 && status < 500;
  toast({
    title: refused ? titles.refused : titles.failed,
    description: serverMessage(error, error instanceof Error ? error.message : 'Please try again.'),
    variant: 'destructive',
  });
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}
