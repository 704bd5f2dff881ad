import { TIMINGS_MS } from '../../lib/shared-constants';
import { toast } from '../../components/ui/toast/toast-store';

export const CONTRACT_GENERATED_EVENT = 'contractGenerated';

/** 'Contract Generated!' now, and the contractGenerated window event 1 s later (spec 000 section 4). */
export function announceGenerated(contractId: string | number): void {
  toast({
    title: 'Contract Generated!',
    description: 'Your contract is ready in the preview.',
    variant: 'success',
  });
  setTimeout(
    () => window.dispatchEvent(new CustomEvent(CONTRACT_GENERATED_EVENT, { detail: { contractId } })),
    TIMINGS_MS.toastToEvent,
  );
}
