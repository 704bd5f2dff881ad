import { describe, expect, it } from 'vitest';
import { validateSupport } from './validate-support';

describe('validateSupport', () => {
  it('reports each field with the spec message', () => {
    const result = validateSupport({ name: 'A', email: 'nope', message: 'short' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('trims and accepts a valid request', () => {
    const result = validateSupport({
      name: '  Ada ',
      email: ' ada@example.com ',
      message: 'My download failed twice.',
    });
    expect(result).toEqual({
      ok: true,
      data: { name: 'Ada', email: 'ada@example.com', message: 'My download failed twice.' },
    });
  });
});
