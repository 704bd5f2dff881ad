import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { toast } from '../../components/ui/toast/toast-store';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import { migrateGuestDraft } from './migrate-guest-draft';
import { NameCard } from './name-card';

/** Signed in, no id: name a new contract, or (?migrate=true) bring the guest draft into the account first. */
export function NewContract({ value }: { value: UserDbValue }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const migrate = params.get('migrate') === 'true';
  const [migrating, setMigrating] = useState(migrate);
  const [creating, setCreating] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!migrate || started.current) return;
    started.current = true;
    migrateGuestDraft(value.documents).then(
      (id) => {
        if (id) void navigate(`/contract-builder/${encodeURIComponent(id)}`, { replace: true });
        else {
          setMigrating(false);
          setParams({}, { replace: true });
        }
      },
      (error: unknown) => {
        console.error('Guest draft migration failed', error);
        toast({
          title: 'Migration Note',
          description: 'Your previous draft could not be restored. You can start a new one.',
        });
        setMigrating(false);
        setParams({}, { replace: true });
      },
    );
  }, [migrate, value, navigate, setParams]);

  if (migrating) return <PageSpinner label="Restoring your draft…" />;

  const create = async (name: string) => {
    setCreating(true);
    try {
      const contract = await value.documents.createContract({ name });
      void navigate(`/contract-builder/${encodeURIComponent(contract.id)}`);
    } catch (error) {
      console.error('Contract could not be created', error);
      toast({
        title: 'Error',
        description: 'Failed to create contract. Please try again.',
        variant: 'destructive',
      });
      setCreating(false);
    }
  };

  return <NameCard isGuest={false} busy={creating} onSubmit={create} />;
}
