import { describe, expect, it } from 'vitest';
import { mapHref, terminalParam } from './href';
import { parseMapQuery } from './schemas';

/* SPEC §2: `/mapas?terminal=1&floor=2` is the maps page's documented deep link. */
describe('the /mapas URL contract', () => {
  it('writes the terminal as 1 or 2, never T1/T2', () => {
    expect(terminalParam('T1')).toBe('1');
    expect(terminalParam('T2')).toBe('2');
    expect(mapHref({ terminal: 'T1', floor: 2 })).toBe('/mapas?terminal=1&floor=2');
    expect(mapHref({ terminal: 'T2', floor: 1, type: 'banos', zone: 'publica' })).toBe(
      '/mapas?terminal=2&floor=1&type=banos&zone=publica',
    );
    expect(mapHref({ terminal: 'T1', floor: 1, poi: 'gate-12', view: 'list' })).toBe(
      '/mapas?terminal=1&floor=1&view=list&poi=gate-12',
    );
  });

  it('reads 1/2 and the aliases T1/T2 and t1/t2 as the same terminal', () => {
    for (const value of ['1', 'T1', 't1']) expect(parseMapQuery({ terminal: value }).query.terminal).toBe('T1');
    for (const value of ['2', 'T2', 't2']) expect(parseMapQuery({ terminal: value }).query.terminal).toBe('T2');
    expect(parseMapQuery({ terminal: '3' })).toMatchObject({ invalid: ['terminal'] });
    expect(parseMapQuery({ terminal: 'T3' }).query.terminal).toBeUndefined();
  });

  it('round-trips: a URL read with an alias is written back in the documented form', () => {
    for (const url of ['terminal=1&floor=2', 'terminal=T1&floor=2', 'terminal=t1&floor=2']) {
      const { query } = parseMapQuery(Object.fromEntries(new URLSearchParams(url)));
      expect(mapHref(query)).toBe('/mapas?terminal=1&floor=2');
    }
    const { query } = parseMapQuery({ terminal: 'T2', floor: '1', type: 'banos', zone: 'publica' });
    expect(mapHref({ ...query, floor: 1 })).toBe('/mapas?terminal=2&floor=1&type=banos&zone=publica');
  });
});

describe('links into the map from the rest of the site', () => {
  it("a departure's gate opens the route from its security filter; an arrival's the gate", async () => {
    const { gateHref, pierRouteHref } = await import('./href');
    expect(gateHref('12', 'departure')).toBe('/mapas?from=security-domestic&to=gate-12');
    expect(gateHref('52', 'departure')).toBe('/mapas?from=security-international&to=gate-52');
    expect(gateHref('12', 'arrival')).toBe('/mapas?poi=gate-12');
    expect(gateHref('P3', 'departure')).toBe('/mapas?poi=gate-p3');
    expect(gateHref('35', 'departure')).toBeUndefined();
    expect(gateHref('X', 'departure')).toBeUndefined();
    expect(pierRouteHref('domestic', 'international')).toBe('/mapas?from=gate-12&to=gate-58');
  });
});
