import type { ReactNode } from 'react';
import type { WeatherCondition } from '../icons';

/*
 * SVG weather icons for the dark header (24×24 grid). Decorative drawing only: the caller gives
 * the accessible name (role="img" + aria-label), so the icon is never the only carrier of meaning.
 */

const SUN_OR_MOON_COLOR = '#e9c75a';
const CLOUD_COLOR = '#e4e4e7';
const RAIN_COLOR = '#8ab4f8';

function Sun({ small = false }: { small?: boolean }) {
  const [cx, cy, r] = small ? [8, 8, 3.5] : [12, 12, 4.5];
  const rays = small ? 5.5 : 7.5;
  return (
    <g stroke={SUN_OR_MOON_COLOR} strokeWidth="1.6" strokeLinecap="round" fill={SUN_OR_MOON_COLOR}>
      <circle cx={cx} cy={cy} r={r} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => {
        const rad = (angle * Math.PI) / 180;
        return (
          <line
            key={angle}
            x1={cx + Math.cos(rad) * (r + 1.5)}
            y1={cy + Math.sin(rad) * (r + 1.5)}
            x2={cx + Math.cos(rad) * rays}
            y2={cy + Math.sin(rad) * rays}
          />
        );
      })}
    </g>
  );
}

function Moon({ small = false }: { small?: boolean }) {
  const d = small ? 'M10.5 2.5a5.5 5.5 0 1 0 3 9.9 6 6 0 0 1-3-9.9z' : 'M14 3a8.5 8.5 0 1 0 6.5 13.8A9 9 0 0 1 14 3z';
  return <path d={d} fill={SUN_OR_MOON_COLOR} />;
}

function Cloud({ y = 0, x = 0, opacity = 1 }: { y?: number; x?: number; opacity?: number }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M7 19h10.5a4 4 0 0 0 .4-8A5.5 5.5 0 0 0 7.4 10 4.5 4.5 0 0 0 7 19z"
      fill={CLOUD_COLOR}
      opacity={opacity}
    />
  );
}

function Drops() {
  return (
    <g stroke={RAIN_COLOR} strokeWidth="1.6" strokeLinecap="round">
      <line x1="9" y1="20" x2="8" y2="23" />
      <line x1="13" y1="20" x2="12" y2="23" />
      <line x1="17" y1="20" x2="16" y2="23" />
    </g>
  );
}

function drawing(condition: WeatherCondition, night: boolean): ReactNode {
  const Body = night ? Moon : Sun;
  switch (condition) {
    case 'clear':
      return <Body />;
    case 'fewClouds':
      return (
        <>
          <Body small />
          <Cloud x={2} y={1} />
        </>
      );
    case 'scatteredClouds':
      return <Cloud y={-2} />;
    case 'brokenClouds':
      return (
        <>
          <Cloud x={-3} y={-6} opacity={0.6} />
          <Cloud y={-2} />
        </>
      );
    case 'showerRain':
      return (
        <>
          <Cloud y={-4} />
          <Drops />
        </>
      );
    case 'rain':
      return (
        <>
          <Body small />
          <Cloud x={2} y={-3} />
          <Drops />
        </>
      );
    case 'thunderstorm':
      return (
        <>
          <Cloud y={-4} />
          <path d="M13 15.5 10 20h3l-1.5 3.5L16 18h-3l1.5-2.5z" fill={SUN_OR_MOON_COLOR} />
        </>
      );
    case 'snow':
      return (
        <g stroke={CLOUD_COLOR} strokeWidth="1.6" strokeLinecap="round">
          <line x1="12" y1="3" x2="12" y2="21" />
          <line x1="4.2" y1="7.5" x2="19.8" y2="16.5" />
          <line x1="4.2" y1="16.5" x2="19.8" y2="7.5" />
        </g>
      );
    case 'mist':
      return (
        <g stroke={CLOUD_COLOR} strokeWidth="1.8" strokeLinecap="round">
          <line x1="4" y1="8" x2="20" y2="8" />
          <line x1="2" y1="12" x2="18" y2="12" />
          <line x1="6" y1="16" x2="22" y2="16" />
        </g>
      );
  }
}

export function WeatherIcon({
  condition,
  night,
  label,
  size = 24,
}: {
  condition: WeatherCondition;
  night: boolean;
  label: string;
  size?: number;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      data-condition={condition}
      data-night={night ? 'true' : 'false'}
    >
      <title>{label}</title>
      {drawing(condition, night)}
    </svg>
  );
}
