/*
 * The part of an IMDF archive (OGC 20-094) the plan renderer reads, typed structurally so any archive
 * that follows the standard (the embedded model or an operator's) can be drawn. Positions are GeoJSON
 * [longitude, latitude]; names are IMDF LABELS (language tag → text).
 */

export type Position = readonly number[];
/** Longitude/latitude to plan metres: imdf/geo.ts toPlan in a terminal's frame. */
export type Project = (position: Position) => [number, number];
export type Labels = Readonly<Record<string, string>>;

export type Geometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: readonly Position[] }
  | { type: 'MultiLineString'; coordinates: readonly (readonly Position[])[] }
  | { type: 'Polygon'; coordinates: readonly (readonly Position[])[] }
  | { type: 'MultiPolygon'; coordinates: readonly (readonly (readonly Position[])[])[] };

export interface RenderFeature<P> {
  id: string;
  geometry: Geometry | null;
  properties: P;
}

type Maybe<T> = T | null | undefined;

export interface RenderArchive {
  building?: readonly RenderFeature<{ name?: Maybe<Labels> }>[];
  level: readonly RenderFeature<{
    ordinal: number;
    name?: Maybe<Labels>;
    short_name?: Maybe<Labels>;
    building_ids?: Maybe<readonly string[]>;
  }>[];
  unit: readonly RenderFeature<{
    category: string;
    level_id: string;
    name?: Maybe<Labels>;
    alt_name?: Maybe<Labels>;
    display_point?: Maybe<{ type: 'Point'; coordinates: Position }>;
  }>[];
  opening?: readonly RenderFeature<{ category: string; level_id: string }>[];
  amenity?: readonly RenderFeature<{
    category: string;
    unit_ids: readonly string[];
    name?: Maybe<Labels>;
    /** The map point's slug ("gate-12") in this project's archives. */
    correlation_id?: Maybe<string>;
  }>[];
  occupant?: readonly RenderFeature<{
    name: Labels;
    category: string;
    anchor_id: string;
    /** The directory id of the establishment ("1001") in this project's archives. */
    correlation_id?: Maybe<string>;
  }>[];
  anchor?: readonly RenderFeature<{ unit_id: string }>[];
}

export type RenderUnit = RenderArchive['unit'][number];
export type RenderLevel = RenderArchive['level'][number];
