// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import es from '@/messages/es.json';
import { servicePoints } from '../points';
import { SERVICE_POINTS } from '../plan';

vi.mock('server-only', () => ({}));

const { resolvePointRef, routeChoicesOf } = await import('./map-page');

const kinds = es.maps.kinds as Record<string, string>;
const detailed = es.maps.kindsDetail as Record<string, string>;
const points = servicePoints((kind, detail) => {
  const template = detail ? detailed[kind] : undefined;
  return template && detail ? template.replace('{detail}', detail) : (kinds[kind] ?? kind);
});
const places: Record<string, string> = {
  'security-domestic': 'Filtro de seguridad nacional',
  'security-international': 'Filtro de seguridad internacional',
};

describe('the route fields’ choices', () => {
  const choices = routeChoicesOf(
    points,
    (floor) => `Piso ${floor}`,
    (point) => (point.node ? (places[point.node] ?? point.node.replace(/-/g, ' ')) : undefined),
  );

  it('are unique and show no internal id', () => {
    expect(new Set(choices.map((choice) => choice.label)).size).toBe(choices.length);
    const ids = SERVICE_POINTS.map((point) => point.id).filter((id) => id.includes('-'));
    for (const choice of choices) for (const id of ids) expect(choice.label).not.toContain(id);
  });

  it('tell the two security filters apart by the place they lead to', () => {
    const label = (id: string) => choices.find((choice) => choice.id === id)?.label;
    expect(label('security-domestic')).toBe('Filtro de seguridad nacional (Piso 2)');
    expect(label('security-international')).toBe('Filtro de seguridad internacional (Piso 2)');
  });

  it('numbers points that are still alike, and a label finds its own point', () => {
    const gate = points.find((point) => point.id === 'gate-12')!;
    const twins = routeChoicesOf([gate, { ...gate, id: 'twin' }], (floor) => `Piso ${floor}`);
    expect(twins.map((choice) => choice.label)).toEqual(['Sala 12 (Piso 2)', 'Sala 12 (Piso 2) · 2']);
    for (const choice of choices) expect(resolvePointRef(choice.label, points, choices)?.id).toBe(choice.id);
  });
});
