import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingDataMessage, requireDataFiles } from './require-data';

describe('requireDataFiles', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clausecraft-data-'));
  writeFileSync(path.join(dir, 'present.json'), '{}');

  it('names each missing file and the variable that says where the data is', () => {
    const message = missingDataMessage(['present.json', 'absent.jsonl'], dir);
    expect(message).toContain(path.join(dir, 'absent.jsonl'));
    expect(message).not.toContain(path.join(dir, 'present.json'));
    expect(message).toContain('CLAUSECRAFT_DATA_DIR');
    expect(() => requireDataFiles(['absent.jsonl'], dir)).toThrow(/absent\.jsonl.*CLAUSECRAFT_DATA_DIR/);
  });

  it('passes when every file is there', () => {
    expect(missingDataMessage(['present.json'], dir)).toBeNull();
    expect(() => requireDataFiles(['present.json'], dir)).not.toThrow();
  });
});
