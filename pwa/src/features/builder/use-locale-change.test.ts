import { afterEach, describe, expect, it } from 'vitest';
import { generateContract } from '@contract-engine';
import { PendingChanges } from '../../db/user-db/pending-changes';
import { openUserDatabase } from '../../db/user-db/user-database';
import { UserDocuments } from '../../db/user-db/user-documents';
import type { UserDatabase } from '../../db/user-db/user-db-types';
import { changeContractLocale } from './use-locale-change';

let db: UserDatabase | undefined;
afterEach(async () => {
  if (db && !db.closed) await db.remove();
  db = undefined;
  localStorage.clear();
});

const FACTS = {
  'CLIENT NAME': 'Priya Shah',
  'SERVICE PROVIDER NAME': 'Hedge & Border Ltd',
  'START DATE': 'March 2, 2027',
  'PAYMENT AMOUNT': 'CA$4,500',
};

describe('changing a contract locale', () => {
  it('rewrites the draft on the device for the new locale and keeps the facts as given', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const documents = new UserDocuments(db, new PendingChanges('locale'));
    const written = generateContract('service-agreement', FACTS, { locale: 'en-US' });
    const contract = await documents.createContract({
      name: 'Garden design',
      type: 'service-agreement',
      content: written.content,
      placeholders: written.placeholders,
    });
    expect(contract.content).toContain('March 2, 2027');

    await changeContractLocale(documents, contract, [], 'en-CA');
    const canadian = await db.contracts.findOne(contract.id).exec();
    expect(canadian?.locale).toBe('en-CA');
    expect(canadian?.content).toContain('$4,500');
    expect(canadian?.content).not.toContain('CA$4,500');
    expect(canadian?.placeholders).toEqual(written.placeholders);

    if (!canadian) throw new Error('contract missing');
    await changeContractLocale(documents, canadian.toMutableJSON(), [], 'en-GB');
    const british = await db.contracts.findOne(contract.id).exec();
    expect(british?.content).toContain('2 March 2027');
    expect(british?.content).toContain('CA$4,500');
  });

  it('must not: turn the US dollars of a US contract into Canadian ones when it moves to Canada', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const documents = new UserDocuments(db, new PendingChanges('locale-dollars'));
    const written = generateContract(
      'service-agreement',
      { ...FACTS, 'PAYMENT AMOUNT': '$4,500' },
      { locale: 'en-US' },
    );
    const contract = await documents.createContract({
      name: 'Garden design',
      type: 'service-agreement',
      content: written.content,
      placeholders: written.placeholders,
      locale: 'en-US',
    });
    await changeContractLocale(documents, contract, [], 'en-CA');
    const canadian = await db.contracts.findOne(contract.id).exec();
    expect(canadian?.content).toContain('US$4,500');
    expect(canadian?.placeholders?.['PAYMENT AMOUNT']).toBe('US$4,500');
  });

  it('stores only the locale while there is no draft', async () => {
    db = await openUserDatabase(`user-${Date.now()}`);
    const documents = new UserDocuments(db, new PendingChanges('locale-empty'));
    const contract = await documents.createContract({ name: 'Not yet drafted' });
    await changeContractLocale(documents, contract, [], 'en-AU');
    const stored = await db.contracts.findOne(contract.id).exec();
    expect(stored?.locale).toBe('en-AU');
    expect(stored?.content ?? '').toBe(contract.content ?? '');
  });
});
