import { describe, expect, it } from 'vitest';
import { SqlParams } from './sql-params';

describe('SqlParams', () => {
  it('numbers placeholders in order and keeps the values', () => {
    const params = new SqlParams();
    expect([params.add('a'), params.add(['b']), params.add(3)]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual(['a', ['b'], 3]);
  });
});
