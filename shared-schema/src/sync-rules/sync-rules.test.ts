import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContractDoc } from '../sync';
import {
  CONTRACT_EDITABLE_DECLARED,
  CONTRACT_EDITABLE_FIELDS,
  CONTRACT_FIELDS,
  type ContractEditableField,
} from '../synced-fields/contract-fields';
import { makeContractDoc } from '../synced-fields/synced-factories';
import { applyTurn, type TurnTarget } from './apply-turn';
import { capClock, creationClocks, nextClock, sameValue, type FieldClocks } from './field-clocks';
import { applyEdit, mergeFields } from './field-edits';
import { seededRandom } from './seeded-random';

/** Every user-editable field of a contract, as declared: a new one takes part in these tests by itself. */
type Fields = Pick<ContractDoc, ContractEditableField>;
const FIELDS = CONTRACT_EDITABLE_FIELDS;
const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);
const editSchema = z.object(CONTRACT_FIELDS.editable).partial();

function base(): Fields {
  return z.object(CONTRACT_FIELDS.editable).parse(makeContractDoc({ name: 'Draft' }));
}

/** A declared field's other values: its sample and its default (or, without a default, a variant of the sample). */
function declaredValue(field: string, random: () => number, step: number): Partial<Fields> {
  const declared = CONTRACT_EDITABLE_DECLARED.find((f) => f.name === field);
  const other = declared?.hasDefault ? declared.default : `${String(declared?.sample)} ${step % 3}`;
  return editSchema.parse({ [field]: random() < 0.5 ? declared?.sample : other });
}

/** A random edit of one to three fields, sometimes with the value the field already has. */
function randomEdit(random: () => number, current: Fields, step: number): Partial<Fields> {
  const edit: Partial<Fields> = {};
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    const field = FIELDS[Math.floor(random() * FIELDS.length)] ?? 'name';
    const keep = random() < 0.25;
    if (field === 'name') edit.name = keep ? current.name : `name ${step}`;
    else if (field === 'type') edit.type = keep ? current.type : `type-${step % 3}`;
    else if (field === 'status')
      edit.status = keep ? current.status : random() < 0.5 ? 'in-progress' : 'completed';
    else if (field === 'aiConfidence') edit.aiConfidence = keep ? current.aiConfidence : step % 101;
    else if (field === 'content') edit.content = keep ? current.content : `content ${step}`;
    else if (field === 'placeholders')
      edit.placeholders = keep
        ? // The same entries in another key order: jsonb does not keep key order, so this is no change.
          current.placeholders && Object.fromEntries(Object.entries(current.placeholders).reverse())
        : { B: `b${step}`, A: `a${step}` };
    else if (keep) Object.assign(edit, editSchema.parse({ [field]: current[field] }));
    else Object.assign(edit, declaredValue(field, random, step));
  }
  return edit;
}

type Replica = { doc: Fields; clocks: FieldClocks };

describe('field clocks', () => {
  it('a changed field gets now, or one past its old clock when that is not older', () => {
    expect(nextClock(undefined, 100)).toBe(100);
    expect(nextClock(50, 100)).toBe(100);
    expect(nextClock(100, 100)).toBe(101);
    expect(nextClock(500, 100)).toBe(501);
    expect(capClock(10 ** 15, 100)).toBe(100);
    expect(capClock(undefined, 100)).toBe(0);
    expect(creationClocks(['name', 'content'], 7)).toEqual({ name: 7, content: 7 });
  });

  it('compares values without regard to key order', () => {
    expect(sameValue({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameValue({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue([1, { x: 1 }], [1, { x: 1 }])).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
  });

  it('an edit moves exactly the clocks of the fields whose value changes', () => {
    const doc = { ...base(), placeholders: { A: '1', B: '2' } };
    const clocks = creationClocks(FIELDS, 10);
    const result = applyEdit(
      doc,
      clocks,
      { name: 'Draft', content: 'x', placeholders: { B: '2', A: '1' } },
      FIELDS,
      20,
    );
    expect(result.changes).toEqual({ content: 'x' });
    expect(result.clocks).toEqual({ ...clocks, content: 20 });
    expect(applyEdit(doc, clocks, { name: 'Draft' }, FIELDS, 20).moved).toEqual([]);
  });
});

describe('merge (property tests over random histories)', () => {
  it.each(SEEDS)(
    'an edit pushed from a device gives the server what the same edit made on the server gives (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      let now = 1_000;
      let server: Replica = { doc: base(), clocks: creationClocks(FIELDS, now) };
      for (let step = 0; step < 200; step++) {
        now += 1 + Math.floor(random() * 3);
        const edit = randomEdit(random, server.doc, step);
        // The device holds the server's state, edits it locally and pushes the whole document.
        const local = applyEdit(server.doc, server.clocks, edit, FIELDS, now);
        const pushed = { doc: { ...server.doc, ...local.changes }, clocks: local.clocks };
        const merged = mergeFields(server.doc, server.clocks, pushed.doc, pushed.clocks, FIELDS, now);
        // The same edit as a server write (REST, assistant turn).
        const direct = applyEdit(server.doc, server.clocks, edit, FIELDS, now);
        expect(merged.changes).toEqual(direct.changes);
        expect(merged.clocks).toEqual(direct.clocks);
        server = { doc: { ...server.doc, ...merged.changes }, clocks: merged.clocks };
        // What the device holds after adopting the answer is what the server holds.
        expect({ doc: pushed.doc, clocks: pushed.clocks }).toEqual(server);
      }
    },
  );

  it.each(SEEDS)(
    'devices editing offline converge whatever order their pushes arrive in (seed %i)',
    (seed) => {
      const random = seededRandom(seed);
      let clock = 1_000;
      const start: Replica = { doc: base(), clocks: creationClocks(FIELDS, clock) };
      // Three devices, each with its own offline history; clocks are distinct across devices.
      const devices: Replica[] = [0, 1, 2].map(() => ({
        doc: { ...start.doc },
        clocks: { ...start.clocks },
      }));
      for (let step = 0; step < 60; step++) {
        const device = devices[Math.floor(random() * devices.length)] ?? start;
        clock += 1 + Math.floor(random() * 3);
        const edit = applyEdit(
          device.doc,
          device.clocks,
          randomEdit(random, device.doc, step),
          FIELDS,
          clock,
        );
        device.doc = { ...device.doc, ...edit.changes };
        device.clocks = edit.clocks;
      }
      const serverNow = clock + 1;
      const mergeAll = (order: Replica[]): Replica =>
        order.reduce<Replica>((server, device) => {
          const merged = mergeFields(server.doc, server.clocks, device.doc, device.clocks, FIELDS, serverNow);
          return { doc: { ...server.doc, ...merged.changes }, clocks: merged.clocks };
        }, start);
      const [a, b, c] = devices;
      if (!a || !b || !c) throw new Error('three devices');
      const orders = [
        [a, b, c],
        [c, b, a],
        [b, a, c],
        [a, c, b, a, c],
      ];
      const results = orders.map(mergeAll);
      for (const result of results) expect(result.doc).toEqual(results[0]?.doc);
      // Every field holds the value of the device that wrote it last.
      for (const field of FIELDS) {
        const newest = devices.reduce((best, device) =>
          (device.clocks[field] ?? 0) > (best.clocks[field] ?? 0) ? device : best,
        );
        expect(sameValue(results[0]?.doc[field], newest.doc[field])).toBe(true);
      }
    },
  );
});

describe('applyTurn', () => {
  const turnContract = { content: 'AGREEMENT', placeholders: { 'CLIENT NAME': 'Acme', DATE: '' } };

  it('answers only the fields the turn changes, and nothing when applied again', () => {
    const contract: TurnTarget = {
      aiConfidence: 40,
      type: 'nda',
      status: 'draft',
      content: null,
      placeholders: null,
    };
    const patch = applyTurn(contract, { confidence: 40, contractType: 'nda', contract: turnContract });
    expect(patch).toEqual({
      content: 'AGREEMENT',
      placeholders: turnContract.placeholders,
      status: 'in-progress',
    });
    const after = { ...contract, ...patch, placeholders: { DATE: '', 'CLIENT NAME': 'Acme' } };
    expect(applyTurn(after, { confidence: 40, contractType: 'nda', contract: turnContract })).toEqual({});
  });

  it('keeps a known type when the turn recognises none, and changes no content without a contract', () => {
    const contract: TurnTarget = {
      aiConfidence: null,
      type: 'nda',
      status: 'draft',
      content: null,
      placeholders: null,
    };
    expect(applyTurn(contract, { confidence: 20, contractType: null, contract: null })).toEqual({
      aiConfidence: 20,
    });
    expect(applyTurn(contract, { confidence: 20, contractType: 'lease', contract: null })).toEqual({
      aiConfidence: 20,
      type: 'lease',
    });
  });

  it.each(SEEDS)('moves only the clocks of fields whose value differs (seed %i)', (seed) => {
    const random = seededRandom(seed);
    let doc: Fields = base();
    let clocks = creationClocks(FIELDS, 0);
    for (let step = 1; step < 100; step++) {
      const turn = {
        confidence: Math.floor(random() * 3) * 40,
        contractType: random() < 0.3 ? null : `type-${Math.floor(random() * 2)}`,
        contract:
          random() < 0.5
            ? null
            : { content: `c${Math.floor(random() * 2)}`, placeholders: { A: `${Math.floor(random() * 2)}` } },
      };
      const patch = applyTurn(doc, turn);
      const edit = applyEdit(doc, clocks, patch, FIELDS, step);
      expect(edit.changes).toEqual(patch);
      for (const field of FIELDS) {
        const changed = !sameValue(doc[field], { ...doc, ...patch }[field]);
        expect(edit.clocks[field] !== clocks[field]).toBe(changed);
      }
      doc = { ...doc, ...edit.changes };
      clocks = edit.clocks;
    }
  });
});
