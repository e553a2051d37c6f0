/*
 * How a status looks: its tone (colour) and icon. Kept apart from the labels of status.ts so the
 * board's client island carries only this small table, not the four-language labels.
 */

export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';
export type StatusIcon =
  | 'clock'
  | 'alert'
  | 'boarding'
  | 'bell'
  | 'lock'
  | 'takeoff'
  | 'plane'
  | 'landing'
  | 'bag'
  | 'check'
  | 'cancel'
  | 'divert';

const STYLES: Record<string, readonly [StatusTone, StatusIcon]> = {
  SCH: ['neutral', 'clock'],
  DLY: ['warning', 'alert'],
  BRD: ['info', 'boarding'],
  FCL: ['warning', 'bell'],
  GCL: ['neutral', 'lock'],
  DEP: ['success', 'takeoff'],
  ENR: ['info', 'plane'],
  LND: ['success', 'landing'],
  BAG: ['success', 'bag'],
  ARR: ['neutral', 'check'],
  CNL: ['danger', 'cancel'],
  DIV: ['danger', 'divert'],
};

/** Tone of any status code; codes an upstream invents are neutral. */
export function statusTone(code: string): StatusTone {
  return STYLES[code]?.[0] ?? 'neutral';
}

export function statusIcon(code: string): StatusIcon {
  return STYLES[code]?.[1] ?? 'clock';
}
