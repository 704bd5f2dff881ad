import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { guestChatBodySchema } from '@shared-schema';
import { guestDb } from '../../db/guest-db';
import { readGuestData, saveGuestData } from '../../db/guest-store';
import { writtenGuestDraft } from '../../test/guest-drafts';
import { ensureGuestSession, readGuestId, SessionContext, type SessionValue } from '../auth';
import { GuestBuilder } from './guest-builder';

const usDraft = () => writtenGuestDraft('en-US');

let sent: unknown[];

beforeEach(async () => {
  await guestDb.guests.clear();
  sent = [];
  // The network edge: the guest endpoint answers without a new draft, so the stored one stays as it is.
  vi.stubGlobal('fetch', (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return Promise.resolve(Response.json({ message: 'Noted.', confidence: 85, contract: null }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function guestSession(): SessionValue {
  return {
    status: 'unauthenticated',
    user: null,
    guestId: readGuestId(),
    isGuest: true,
    provider: null,
    config: null,
    ensureGuestSession,
    signOut: async () => undefined,
  };
}

function renderBuilder() {
  const router = createMemoryRouter([{ path: '*', element: <GuestBuilder routeId={undefined} /> }], {
    initialEntries: ['/contract-builder'],
  });
  return render(
    <SessionContext.Provider value={guestSession()}>
      <RouterProvider router={router} />
    </SessionContext.Provider>,
  );
}

const preview = () => screen.getByTestId('contract-preview');
// The engine loads and rewrites the draft in jsdom: generous bounds so a busy machine does not fail the test.
const SLOW = { timeout: 10_000 };

describe("the guest builder's contract language", { timeout: 30_000 }, () => {
  it("offers the locale picker and rewrites the guest's preview for the chosen locale", async () => {
    const guestId = await ensureGuestSession();
    await saveGuestData(guestId, usDraft());
    renderBuilder();

    const select = await screen.findByRole('combobox', { name: 'Contract language' }, SLOW);
    expect(select).toHaveValue('en-US');
    expect(preview()).toHaveTextContent('March 2, 2027');

    fireEvent.change(select, { target: { value: 'en-GB' } });
    await waitFor(() => expect(preview()).toHaveTextContent('2 March 2027'), SLOW);
    expect(preview()).toHaveTextContent('US$4,500');
    expect(preview()).toHaveTextContent('licence');
    expect(preview()).not.toHaveTextContent('March 2, 2027');
    expect(screen.getByRole('combobox', { name: 'Contract language' })).toHaveValue('en-GB');
    expect((await readGuestData(guestId))?.contract?.locale).toBe('en-GB');
  });

  it('sends the chosen locale and the kept facts with the next guest turn', async () => {
    const guestId = await ensureGuestSession();
    await saveGuestData(guestId, usDraft());
    renderBuilder();

    fireEvent.change(await screen.findByRole('combobox', { name: 'Contract language' }, SLOW), {
      target: { value: 'en-AU' },
    });
    await waitFor(() => expect(preview()).toHaveTextContent('2 March 2027'), SLOW);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'The work is garden design' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    const body = guestChatBodySchema.extend({ contractName: z.string() }).parse(sent[0]);
    expect(body.locale).toBe('en-AU');
    expect(body.keptFacts?.['PAYMENT AMOUNT']).toBe('US$4,500');
    expect(body.contractName).toBe('Garden design');
    await waitFor(
      async () => expect((await readGuestData(guestId))?.messages.at(-1)?.content).toBe('Noted.'),
      SLOW,
    );
  });
});
