// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { establishmentRows } from '@/features/establishments/server/db/seed-data/establishments';
import { listFlights } from '@/features/flights/server';
import { NODE_POSITIONS, SERVICE_POINTS } from '../../plan';
import { contains, toLngLat } from '../geo';
import { gateUnit, locatePoint, pointIndex } from '../lookup';
import { validateImdfArchive } from '../schema';
import { buildEmbeddedArchive, embeddedUnitKeys } from './build';
import { embeddedImdfArchive } from './index';
import { FRAMES } from './layout';
import { KIND_DETAIL_NAMES, KIND_NAMES } from './names';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';

describe('the embedded IMDF model of El Dorado', () => {
  afterEach(() => vi.useRealTimers());

  it('names services as the map names their point kinds (messages maps.kinds and maps.kindsDetail)', () => {
    expect(Object.keys(KIND_DETAIL_NAMES).sort()).toEqual(Object.keys(es.maps.kindsDetail).sort());
    for (const [lang, messages] of Object.entries({ es, en, fr, pt }) as [keyof typeof KIND_NAMES.gate, typeof es][]) {
      for (const [kind, names] of Object.entries(KIND_NAMES)) {
        expect(names[lang], `${lang} ${kind}`).toBe(messages.maps.kinds[kind as keyof typeof messages.maps.kinds]);
      }
      for (const [kind, names] of Object.entries(KIND_DETAIL_NAMES)) {
        const detail = messages.maps.kindsDetail as Record<string, string>;
        expect(names?.[lang], `${lang} ${kind}`).toBe(detail[kind]);
      }
    }
  });

  it('validates against the IMDF rules this project implements', () => {
    const archive = validateImdfArchive(buildEmbeddedArchive());
    expect(archive.level.map((level) => level.properties.short_name.es).sort()).toEqual(['1', '1', '2', '3']);
    expect(archive.venue[0]?.properties.category).toBe('airport.intl');
    // Real coordinates around the airport (4.70°N, −74.14°W).
    for (const unit of archive.unit) {
      const [lon, lat] = unit.properties.display_point?.coordinates ?? [0, 0];
      expect(lat).toBeGreaterThan(4.68);
      expect(lat).toBeLessThan(4.72);
      expect(lon).toBeGreaterThan(-74.16);
      expect(lon).toBeLessThan(-74.12);
    }
  });

  it('builds the same ids every time (deep links into the archive keep working)', () => {
    const first = buildEmbeddedArchive();
    const second = buildEmbeddedArchive();
    expect(second.unit.map((unit) => unit.id)).toEqual(first.unit.map((unit) => unit.id));
    expect(embeddedImdfArchive()).toBe(embeddedImdfArchive());
  });

  it('keeps every display point and every amenity inside its unit', () => {
    const archive = embeddedImdfArchive();
    const units = new Map(archive.unit.map((unit) => [unit.id, unit]));
    for (const unit of archive.unit) {
      const at = unit.properties.display_point?.coordinates;
      expect(at && contains(unit.geometry, at), `display point of ${unit.id}`).toBe(true);
    }
    for (const amenity of archive.amenity) {
      const unit = units.get(amenity.properties.unit_ids[0] as string);
      expect(
        unit && contains(unit.geometry, amenity.geometry.coordinates),
        amenity.properties.correlation_id ?? '',
      ).toBe(true);
    }
    for (const anchor of archive.anchor) {
      const unit = units.get(anchor.properties.unit_id);
      expect(unit && contains(unit.geometry, anchor.geometry.coordinates), anchor.id).toBe(true);
    }
  });

  it('has a unit for every gate of the flights data, named as the flights name it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in Bogotá: every flight of the day already shows its gate.
    vi.setSystemTime(new Date('2026-11-23T04:30:00Z'));
    const gates = new Set<string>();
    for (const direction of ['departure', 'arrival'] as const) {
      const list = await listFlights({ direction, kind: 'commercial', type: 'all', page: 1, pageSize: 5000 });
      for (const flight of list.flights) if (flight.gate) gates.add(flight.gate);
    }
    expect(gates.size).toBeGreaterThan(20);
    const archive = embeddedImdfArchive();
    const keys = embeddedUnitKeys();
    for (const gate of gates) {
      const unit = gateUnit(archive, gate);
      expect(unit, `gate ${gate}`).toBeDefined();
      expect(keys.get(unit?.id ?? '')).toBe(`gate-${gate.toLowerCase()}`);
      expect(unit?.properties.category).toBe('waitingroom');
      expect(locatePoint(archive, `gate-${gate.toLowerCase()}`)?.category).toBe('boardinggate.aircraft');
    }
  });

  it('anchors every establishment of the directory in a unit of its terminal and floor', () => {
    const archive = embeddedImdfArchive();
    const levels = new Map(archive.level.map((level) => [level.id, level]));
    const buildings = new Map(archive.building.map((building) => [building.id, building.properties.name?.es]));
    const rows = establishmentRows();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const point = locatePoint(archive, String(row.id));
      expect(point?.source, `establishment ${row.id}`).toBe('occupant');
      const level = levels.get(point?.unit.properties.level_id ?? '');
      expect(level?.properties.short_name.es).toBe(String(row.floor));
      expect(buildings.get(level?.properties.building_ids?.[0] ?? '')).toContain(row.terminal === 'T2' ? '2' : '1');
    }
  });

  it('puts the food courts’ restaurants in their food court unit', () => {
    const archive = embeddedImdfArchive();
    const keys = embeddedUnitKeys();
    const rows = establishmentRows().filter((row) => row.zone === 'plazoleta-publica');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(keys.get(locatePoint(archive, String(row.id))?.unit.id ?? '')).toBe('food-court-public');
  });

  it('has every service point of the map as an amenity in a unit, with its slug as correlation id', () => {
    const archive = embeddedImdfArchive();
    const index = pointIndex(archive);
    for (const point of SERVICE_POINTS) {
      const located = index.get(point.id);
      expect(located?.source, point.id).toBe('amenity');
      expect(located?.level.properties.short_name.es).toBe(String(point.floor));
    }
    const foodCourts = archive.unit.filter((unit) => unit.properties.category === 'foodservice');
    expect(foodCourts).toHaveLength(5);
    const names = archive.unit.map((unit) => unit.properties.name?.es ?? '');
    for (const name of ['Hall de salidas', 'Hall de llegadas', 'Muelle nacional', 'Muelle internacional', 'Sala 12']) {
      expect(names).toContain(name);
    }
    expect(archive.unit.filter((unit) => unit.properties.name?.en === 'Security checkpoint')).toHaveLength(3);
  });

  it('gives each VIP lounge of the directory its own lounge unit on the airside mezzanines', () => {
    const archive = embeddedImdfArchive();
    const lounges = establishmentRows().filter((row) => row.businessTypeId === 10);
    expect(lounges.length).toBeGreaterThan(5);
    const units = new Set<string>();
    for (const row of lounges) {
      const unit = locatePoint(archive, String(row.id))?.unit;
      expect(unit?.properties.category, row.name).toBe('privatelounge');
      expect(unit?.properties.name?.es).toBe(row.name);
      expect(unit?.properties.restriction).toBe('restricted');
      units.add(unit?.id ?? '');
    }
    expect(units.size).toBe(lounges.length);
  });

  it('marks check-in, security, immigration and baggage claim as the Airport guidance’s sections', () => {
    const sections = embeddedImdfArchive().section ?? [];
    const count = (category: string) => sections.filter((section) => section.properties.category === category).length;
    expect([count('checkin'), count('security'), count('immigration'), count('baggageclaim')]).toEqual([4, 3, 2, 3]);
    for (const section of sections) expect(section.properties.display_point).not.toBeNull();
  });

  it('draws the baggage belts 1–14 as fixtures, as the flights data numbers them', () => {
    const belts = (embeddedImdfArchive().fixture ?? []).filter(
      (fixture) => fixture.properties.category === 'baggagecarousel',
    );
    expect(belts.map((belt) => belt.properties.name?.es)).toEqual(
      Array.from({ length: 14 }, (_, i) => `Banda ${i + 1}`),
    );
  });

  it('holds every point of the real-time walking graph in a unit of its floor (the two graphs agree)', () => {
    const archive = embeddedImdfArchive();
    const t1Levels = new Map(
      archive.level
        .filter((level) => level.properties.building_ids?.[0] === archive.building[0]?.id)
        .map((level) => [level.properties.ordinal + 1, level.id]),
    );
    for (const [node, at] of Object.entries(NODE_POSITIONS)) {
      const position = toLngLat(FRAMES.T1, [at.x, at.y]);
      const holder = archive.unit.find(
        (unit) => unit.properties.level_id === t1Levels.get(at.floor) && contains(unit.geometry, position),
      );
      expect(holder, node).toBeDefined();
    }
  });
});
