// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConnectionForm, planConnection, type ConnectionInput } from './connections';

const plan = (
  arriving: 'international' | 'domestic',
  departing: 'international' | 'domestic',
  bagsThrough: boolean,
  airlines: [string, string] = ['AV', 'AV'],
) => planConnection({ arriving, departing, bagsThrough, arrivalAirline: airlines[0], departureAirline: airlines[1] });
const keys = (input: ReturnType<typeof plan>) => input.steps.map((s) => s.key);

describe('connection guide', () => {
  it('international → international, bags through: transit screening only, no immigration or customs', () => {
    const p = plan('international', 'international', true, ['IB', 'AV']);
    expect(keys(p)).toEqual([
      'followTransfer',
      'transitSecurity',
      'noImmigration',
      'bagsThrough',
      'goToGateInternational',
    ]);
    expect(p).toMatchObject({
      immigration: false,
      customs: false,
      security: true,
      collectBags: false,
      recheckBags: false,
      minimumMinutes: 60,
    });
  });

  it('international → international, bags not through: enter Colombia, collect, customs, re-check, exit', () => {
    const p = plan('international', 'international', false);
    expect(keys(p)).toEqual([
      'immigrationIn',
      'collectBags',
      'customs',
      'checkIn',
      'securityInternational',
      'immigrationOut',
      'goToGateInternational',
    ]);
    expect(p).toMatchObject({ immigration: true, customs: true, collectBags: true, recheckBags: true });
    expect(p.minimumMinutes).toBeGreaterThan(plan('international', 'international', true).minimumMinutes);
  });

  it('international → domestic clears immigration and customs at BOG even with bags checked through', () => {
    const through = plan('international', 'domestic', true);
    expect(keys(through)).toEqual([
      'immigrationIn',
      'collectBagsForCustoms',
      'customs',
      'dropConnectionBags',
      'securityDomestic',
      'goToGateDomestic',
    ]);
    const collect = plan('international', 'domestic', false);
    expect(keys(collect)).toEqual([
      'immigrationIn',
      'collectBags',
      'customs',
      'checkIn',
      'securityDomestic',
      'goToGateDomestic',
    ]);
    expect(through).toMatchObject({ immigration: true, customs: true, terminalChange: false });
  });

  it('domestic → international goes through emigration; bags through need no collection', () => {
    const through = plan('domestic', 'international', true);
    expect(keys(through)).toEqual([
      'followToInternational',
      'securityInternational',
      'immigrationOut',
      'bagsThrough',
      'goToGateInternational',
    ]);
    expect(through).toMatchObject({ customs: false, collectBags: false });
    const collect = plan('domestic', 'international', false);
    expect(keys(collect)).toEqual([
      'collectBagsDomestic',
      'checkIn',
      'securityInternational',
      'immigrationOut',
      'goToGateInternational',
    ]);
  });

  it('domestic → domestic in the same terminal stays airside', () => {
    const through = plan('domestic', 'domestic', true);
    expect(keys(through)).toEqual(['stayAirside', 'bagsThrough', 'goToGateDomestic']);
    expect(through).toMatchObject({ immigration: false, customs: false, security: false, minimumMinutes: 45 });
    expect(keys(plan('domestic', 'domestic', false))).toEqual([
      'collectBagsDomestic',
      'checkIn',
      'securityDomestic',
      'goToGateDomestic',
    ]);
  });

  it('adds the shuttle between T1 and T2 (Clic, Satena, Wingo domestic), and bags do not cross terminals', () => {
    const p = plan('domestic', 'domestic', true, ['AV', '9R']);
    expect(p).toMatchObject({
      arrivalTerminal: 'T1',
      departureTerminal: 'T2',
      terminalChange: true,
      recheckBags: true,
    });
    expect(keys(p)).toEqual([
      'bagsBetweenTerminals',
      'collectBagsDomestic',
      'terminalChange',
      'checkIn',
      'securityDomestic',
      'goToGateDomestic',
    ]);
    expect(p.steps.find((s) => s.key === 'terminalChange')?.values).toEqual({ from: 'T1', to: 'T2', minutes: 30 });
    expect(p.minimumMinutes).toBe(plan('domestic', 'domestic', false).minimumMinutes + 30);
    // Wingo's international flights use T1: no change from an international arrival.
    expect(plan('international', 'international', true, ['AV', 'P5']).terminalChange).toBe(false);
    expect(plan('international', 'domestic', false, ['AV', 'P5']).terminalChange).toBe(true);
  });

  it('writes a different answer for each of the 4×2 combinations', () => {
    const answers = new Set<string>();
    for (const arriving of ['international', 'domestic'] as const)
      for (const departing of ['international', 'domestic'] as const)
        for (const bags of [true, false]) answers.add(keys(plan(arriving, departing, bags)).join(','));
    expect(answers.size).toBe(8);
  });
});

describe('connection form in the URL', () => {
  it('is not submitted until a field is present', () => {
    expect(parseConnectionForm({})).toMatchObject({ submitted: false, errors: [], input: null });
  });

  it('reads a complete form', () => {
    const state = parseConnectionForm({
      arriving: 'international',
      departing: 'domestic',
      arrivalAirline: 'ib',
      departureAirline: 'AV',
      bags: 'yes',
    });
    expect(state.input).toEqual<ConnectionInput>({
      arriving: 'international',
      departing: 'domestic',
      arrivalAirline: 'IB',
      departureAirline: 'AV',
      bagsThrough: true,
    });
    expect(state.errors).toEqual([]);
  });

  it('names the missing or invalid fields', () => {
    const state = parseConnectionForm({ arriving: 'space', arrivalAirline: 'QT', departureAirline: 'AV', bags: '' });
    expect(state.errors).toEqual(['arriving', 'departing', 'arrivalAirline', 'bags']);
    expect(state.input).toBeNull();
  });
});
