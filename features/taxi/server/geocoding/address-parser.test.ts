// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseColombianAddress } from './address-parser';
import { geocodeEmbedded } from './geocoder';
import { lookUpPlace } from './gazetteer';
import { gridToLatLng, GRID_ANCHORS } from './street-grid';

/** [as people write it, expected canonical form, calle, carrera] (Sur/Este negative). */
const FORMS: ReadonlyArray<readonly [string, string, number, number]> = [
  ['Calle 93 # 11-26', 'Calle 93 # 11-26', 93, 11.26],
  ['calle 93 #11-26', 'Calle 93 # 11-26', 93, 11.26],
  ['CALLE 93 No. 11-26', 'Calle 93 # 11-26', 93, 11.26],
  ['Cl 93 11 26', 'Calle 93 # 11-26', 93, 11.26],
  ['Cll 93 N° 11 - 26', 'Calle 93 # 11-26', 93, 11.26],
  ['Carrera 7 # 72-41', 'Carrera 7 # 72-41', 72.41, 7],
  ['Cra. 7 No. 72-41 Piso 3', 'Carrera 7 # 72-41', 72.41, 7],
  ['Cra 7 #72-41, Bogotá', 'Carrera 7 # 72-41', 72.41, 7],
  ['KR 7 72 41', 'Carrera 7 # 72-41', 72.41, 7],
  ['Kra 15 # 93-75', 'Carrera 15 # 93-75', 93.75, 15],
  ['Cr 11 # 82-71', 'Carrera 11 # 82-71', 82.71, 11],
  ['Carrera 11 # 82-71 Centro Andino', 'Carrera 11 # 82-71', 82.71, 11],
  ['Av. Calle 26 # 68C-61', 'Avenida Calle 26 # 68C-61', 26, 68.36 + 0.61],
  ['Avenida Calle 26 # 103-09', 'Avenida Calle 26 # 103-09', 26, 103.09],
  ['AC 26 # 59-51', 'Avenida Calle 26 # 59-51', 26, 59.51],
  ['Ak 68 # 24-08', 'Avenida Carrera 68 # 24-08', 24.08, 68],
  ['Av. Carrera 15 # 124-30', 'Avenida Carrera 15 # 124-30', 124.3, 15],
  ['Avenida Carrera 9 # 113-52', 'Avenida Carrera 9 # 113-52', 113.52, 9],
  ['Calle 45 Sur # 78-20', 'Calle 45 Sur # 78-20', -45, 78.2],
  ['Carrera 78 # 45-20 Sur', 'Carrera 78 # 45-20 Sur', -45.2, 78],
  ['Carrera 2 Este # 21-48', 'Carrera 2 Este # 21-48', 21.48, -2],
  ['Calle 12 # 1-17 Este', 'Calle 12 # 1-17 Este', 12, -1.17],
  ['Calle 12C # 6-25', 'Calle 12C # 6-25', 12.36, 6.25],
  ['Calle 93B # 13-92 Oficina 401', 'Calle 93B # 13-92', 93.24, 13.92],
  ['Calle 127 Bis # 17-50', 'Calle 127 Bis # 17-50', 127.1, 17.5],
  ['Calle 134 Bis A # 9-51', 'Calle 134 Bis A # 9-51', 134.16, 9.51],
  ['Carrera 11 # 93A-65', 'Carrera 11 # 93A-65', 93.12 + 0.65, 11],
  ['Carrera 68D # 24A-51', 'Carrera 68D # 24A-51', 24.12 + 0.51, 68.48],
  ['Diagonal 109 # 14-61', 'Diagonal 109 # 14-61', 109, 14.61],
  ['Dg 61C # 26-36', 'Diagonal 61C # 26-36', 61.36, 26.36],
  ['Transversal 60 # 115-58', 'Transversal 60 # 115-58', 115.58, 60],
  ['Tv 93 # 51-98', 'Transversal 93 # 51-98', 51.95 + 0.03, 93],
  ['Avenida Boyacá # 80-94', 'Avenida Boyacá # 80-94', 80.94, 72],
  ['Av Boyaca # 80-94', 'Avenida Boyacá # 80-94', 80.94, 72],
  ['Autopista Norte # 174-20', 'Autopista Norte # 174-20', 174.2, 45],
  ['Avenida Caracas # 63-46', 'Avenida Caracas # 63-46', 63.46, 14],
  ['NQS # 45-03', 'Avenida NQS # 45-03', 45.03, 30],
  ['Av. El Dorado # 69-76', 'Avenida El Dorado # 69-76', 26, 69.76],
  ['Avenida Jiménez # 4-49', 'Avenida Jiménez # 4-49', 13, 4.49],
  ['Av. Chile # 10-34', 'Avenida Chile # 10-34', 72, 10.34],
  ['Avenida 68 # 24-08', 'Avenida 68 # 24-08', 24.08, 68],
  ['Avenida Primero de Mayo # 32-10', 'Avenida Primero de Mayo # 32-10', -22, 32.1],
  ['Avenida Ciudad de Cali # 6-37', 'Avenida Ciudad de Cali # 6-37', 6.37, 86],
  ['Carrera Séptima # 32-16', 'Carrera Séptima # 32-16', 32.16, 7],
  ['Avenida Circunvalar # 20-40', 'Avenida Circunvalar # 20-40', 20.4, -3],
  ['Calle 170 # 67-51', 'Calle 170 # 67-51', 170, 67.51],
  ['Calle 38A Sur # 34D-51', 'Calle 38A Sur # 34D-51', -38.12, 34.48 + 0.51],
  ['Calle 185 # 45-03', 'Calle 185 # 45-03', 185, 45.03],
  ['Carrera 104 # 148-07', 'Carrera 104 # 148-07', 148.07, 104],
  ['calle 80 #100-52 portal 80', 'Calle 80 # 100-52', 80, 100.52],
  ['Carrera 30 # 57-60 Estadio', 'Carrera 30 # 57-60', 57.6, 30],
];

describe('parseColombianAddress — real Bogota address forms', () => {
  it(`covers more than 40 forms`, () => expect(FORMS.length).toBeGreaterThan(40));

  it.each(FORMS)('%s', (raw, formatted, calle, carrera) => {
    const parsed = parseColombianAddress(raw);
    expect(parsed, raw).toBeDefined();
    expect(parsed!.formatted).toBe(formatted);
    expect(parsed!.calle).toBeCloseTo(calle, 1);
    expect(parsed!.carrera).toBeCloseTo(carrera, 1);
  });

  it.each(['Unicentro', 'Hotel Tequendama', 'asdfgh', '<script>', 'Calle', '93 11 26', 'Kennedy'])(
    '%s is not a street address',
    (raw) => expect(parseColombianAddress(raw)).toBeUndefined(),
  );
});

describe('street grid', () => {
  it('stays within ~500 m of every anchor', () => {
    for (const [calle, carrera, lat, lng] of GRID_ANCHORS) {
      const point = gridToLatLng(calle, carrera);
      expect(Math.abs(point.lat - lat)).toBeLessThan(0.0045);
      expect(Math.abs(point.lng - lng)).toBeLessThan(0.0045);
    }
  });

  it('places addresses between anchors where they are (within ~1 km)', () => {
    // Calle 72 with Carrera 7 (Avenida Chile): 4.6555, -74.0560.
    const point = gridToLatLng(72, 7);
    expect(Math.abs(point.lat - 4.6555)).toBeLessThan(0.009);
    expect(Math.abs(point.lng + 74.056)).toBeLessThan(0.009);
  });

  it('keeps north north and west west', () => {
    expect(gridToLatLng(140, 15).lat).toBeGreaterThan(gridToLatLng(100, 15).lat);
    expect(gridToLatLng(26, 68).lng).toBeLessThan(gridToLatLng(26, 30).lng);
    expect(gridToLatLng(-30, 20).lat).toBeLessThan(gridToLatLng(10, 20).lat);
  });
});

describe('gazetteer and embedded geocoder', () => {
  it.each([
    ['Unicentro', 'Centro Comercial Unicentro'],
    ['centro comercial andino', 'Centro Comercial Andino'],
    ['Hotel Tequendama, Bogotá', 'Hotel Tequendama'],
    ['Universidad de los Andes', 'Universidad de los Andes'],
    ['javeriana', 'Pontificia Universidad Javeriana'],
    ['Parque 93', 'Parque de la 93'],
    ['Usaquén', 'Usaquén'],
    ['usaquen', 'Usaquén'],
    ['Terminal Salitre', 'Terminal de Transportes Salitre'],
    ['Kennedy', 'Kennedy'],
  ])('%s → %s', (query, name) => expect(lookUpPlace(query)?.name).toBe(name));

  it('geocodes a street address on the grid and a place from the gazetteer', () => {
    expect(geocodeEmbedded('Calle 93 # 11-26')).toMatchObject({
      formatedAddress: 'Calle 93 # 11-26, Bogotá',
      source: 'street-grid',
    });
    expect(geocodeEmbedded('Unicentro')).toEqual({
      formatedAddress: 'Centro Comercial Unicentro, Bogotá',
      lat: 4.7027,
      lng: -74.0415,
      source: 'gazetteer',
    });
  });

  it('cannot place nonsense, or a street number off the grid', () => {
    expect(geocodeEmbedded('qwerty zxcv')).toBeUndefined();
    expect(geocodeEmbedded('Calle 900 # 11-26')).toBeUndefined();
  });
});
