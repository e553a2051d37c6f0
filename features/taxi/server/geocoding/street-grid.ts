import 'server-only';

/*
 * Bogota's street grid as coordinates: (calle, carrera) → (lat, lng). The grid is neither square
 * nor straight (it turns north-west beyond Carrera 30 and packs the carreras of the north), so a
 * least-squares affine map gives the overall shape and the known intersections below correct it
 * locally (inverse-distance weighting of their residuals): close to the anchors, smooth between.
 * Accuracy is a block or two, which is what a fare estimate needs.
 */

/** Known points: [calle, carrera, lat, lng] (Sur calles and Este carreras are negative). */
export const GRID_ANCHORS: ReadonlyArray<readonly [calle: number, carrera: number, lat: number, lng: number]> = [
  [8.7, 7, 4.5975, -74.0763], // Capitolio Nacional, Carrera 7 # 8-68
  [12.5, 6, 4.6005, -74.0733], // Universidad del Rosario, Calle 12C # 6-25
  [15.9, 6, 4.6019, -74.0721], // Museo del Oro, Carrera 6 # 15-88
  [18.5, 1, 4.6015, -74.0661], // Universidad de los Andes, Carrera 1 # 18A-12
  [21.5, -2, 4.6058, -74.0563], // Monserrate, Carrera 2 Este # 21-48
  [13.2, 18.2, 4.6063, -74.0867], // Estación de la Sabana, Calle 13 # 18-24
  [24.9, 7, 4.6106, -74.0703], // Torre Colpatria, Carrera 7 # 24-89
  [26.2, 10, 4.6129, -74.071], // Hotel Tequendama, Carrera 10 # 26-21
  [28.7, 7, 4.6155, -74.0689], // Museo Nacional, Carrera 7 # 28-66
  [40.6, 7, 4.6287, -74.0646], // Universidad Javeriana, Carrera 7 # 40-62
  [59.5, 5, 4.6424, -74.0612], // Universidad de La Salle, Carrera 5 # 59A-44
  [24.7, 37, 4.6297, -74.09], // Corferias, Carrera 37 # 24-67
  [24.5, 45, 4.6372, -74.0935], // Embajada de Estados Unidos, Carrera 45 # 24B-27
  [57.6, 30, 4.6461, -74.0773], // Estadio El Campín, Carrera 30 # 57-60
  [57.6, 60, 4.6571, -74.0905], // Biblioteca Virgilio Barco, Av. Carrera 60 # 57-60
  [63, 69, 4.6687, -74.0997], // Jardín Botánico, Av. Calle 63 # 68-95
  [26, 62.5, 4.6472, -74.1017], // Gran Estación, Av. Calle 26 # 62-47
  [24.5, 68.8, 4.655, -74.108], // Maloka, Carrera 68D # 24A-51
  [82.7, 11, 4.6669, -74.0527], // Centro Andino, Carrera 11 # 82-71
  [93.5, 13, 4.6764, -74.0483], // Parque de la 93, Calle 93A # 13
  [124.3, 15, 4.7027, -74.0415], // Unicentro, Av. Carrera 15 # 124-30
  [119, 6, 4.695, -74.0308], // Usaquén, Carrera 6 # 119
  [170, 7, 4.752, -74.025], // Carrera 7 with Calle 170
  [127, 45, 4.7048, -74.0546], // Autopista Norte with Calle 127
  [174, 45, 4.7546, -74.0461], // Portal Norte, Autopista Norte with Calle 174
  [185, 45, 4.763, -74.0446], // Santafé, Calle 185 # 45-03
  [80.9, 72, 4.6945, -74.0865], // Titán Plaza, Av. Boyacá # 80-94
  [148, 104, 4.7488, -74.0953], // Plaza Imperial, Av. Carrera 104 # 148-07
  [80, 100, 4.7103, -74.1113], // Portal de la 80
  [26, 103, 4.69843, -74.14112], // Aeropuerto El Dorado, Av. Calle 26 # 103-09
  [-6.9, 71.5, 4.6188, -74.1356], // Plaza de las Américas, Carrera 71D # 6-94 Sur
  [-38.5, 34.5, 4.5922, -74.1238], // Centro Mayor, Calle 38A Sur # 34D-51
  [-48.5, 21.1, 4.5765, -74.1311], // El Tunal, Calle 48B Sur # 21-13
];

type Affine = [number, number, number]; // value = a + b·calle + c·carrera

/** Least squares for value ≈ a + b·calle + c·carrera (normal equations, 3×3). */
function fitAffine(values: readonly number[]): Affine {
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const v = [0, 0, 0];
  GRID_ANCHORS.forEach(([calle, carrera], i) => {
    const row = [1, calle, carrera];
    for (let r = 0; r < 3; r++) {
      v[r]! += row[r]! * values[i]!;
      for (let c = 0; c < 3; c++) m[r]![c]! += row[r]! * row[c]!;
    }
  });
  return solve3(m, v);
}

function solve3(m: number[][], v: number[]): Affine {
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  const column = (c: number) => m.map((row, r) => row.map((x, j) => (j === c ? v[r]! : x)));
  return [det(column(0)) / d, det(column(1)) / d, det(column(2)) / d];
}

const latFit = fitAffine(GRID_ANCHORS.map((a) => a[2]));
const lngFit = fitAffine(GRID_ANCHORS.map((a) => a[3]));
const affine = (fit: Affine, calle: number, carrera: number) => fit[0] + fit[1] * calle + fit[2] * carrera;
const residuals = GRID_ANCHORS.map(([calle, carrera, lat, lng]) => ({
  calle,
  carrera,
  dLat: lat - affine(latFit, calle, carrera),
  dLng: lng - affine(lngFit, calle, carrera),
}));

/** Grid units within which an anchor's correction fully applies before fading. */
const SMOOTHING = 4;

/** The coordinates of a grid position. */
export function gridToLatLng(calle: number, carrera: number): { lat: number; lng: number } {
  let weightSum = 0;
  let dLat = 0;
  let dLng = 0;
  for (const r of residuals) {
    const distanceSquared = (r.calle - calle) ** 2 + (r.carrera - carrera) ** 2;
    const weight = 1 / (distanceSquared + SMOOTHING) ** 1.5;
    weightSum += weight;
    dLat += weight * r.dLat;
    dLng += weight * r.dLng;
  }
  return {
    lat: round6(affine(latFit, calle, carrera) + dLat / weightSum),
    lng: round6(affine(lngFit, calle, carrera) + dLng / weightSum),
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Grid positions that exist in Bogota (Calle 100 Sur to Calle 250, Carrera 20 Este to Carrera 160). */
export function isOnBogotaGrid(calle: number, carrera: number): boolean {
  return calle >= -100 && calle <= 250 && carrera >= -20 && carrera <= 160;
}
