import { describe, expect, it } from 'vitest';
import { dependencyOrder } from './tables';

describe('dependencyOrder', () => {
  it('puts every parent before its children', () => {
    const order = dependencyOrder(
      ['leads', 'listings', 'agencies', 'users', 'uses'],
      [
        { child: 'leads', parent: 'listings' },
        { child: 'leads', parent: 'agencies' },
        { child: 'listings', parent: 'agencies' },
        { child: 'listings', parent: 'uses' },
        { child: 'agencies', parent: 'users' },
      ],
    );
    expect(order).toEqual(['users', 'uses', 'agencies', 'listings', 'leads']);
  });

  it('names the tables of a cycle', () => {
    expect(() =>
      dependencyOrder(
        ['a', 'b', 'c'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow('Foreign keys form a cycle between: a, b');
  });
});
