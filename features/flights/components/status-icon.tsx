import type { StatusIcon as StatusIconName } from '../status-style';

/** 16 px line icons of the flight statuses (decorative: the status text always sits beside them). */
const PATHS: Record<StatusIconName, string> = {
  clock: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4v4l2.5 1.5',
  alert: 'M8 1.8 14.6 13.5H1.4L8 1.8ZM8 6v3.5M8 11.2v.3',
  boarding: 'M4 14.5V2.5h6v12M10 8.5h3.5m-1.5-2 2 2-2 2M6.5 8.5h.5',
  bell: 'M4 11V7a4 4 0 0 1 8 0v4l1.2 1.5H2.8L4 11ZM6.5 14h3',
  lock: 'M3.5 7.5h9v7h-9v-7ZM5.5 7.5V5a2.5 2.5 0 0 1 5 0v2.5',
  takeoff:
    'M1.5 14.5h13M2.5 10.5l2.5.7 8-4.2a1.2 1.2 0 0 0-1-2.1L9 6.3 4.3 4.2 3 4.9l3.2 2.8-2.4 1.2-1.6-.8-1 .5 1.3 1.9Z',
  plane: 'M14.5 8 9 5.2V2a1 1 0 0 0-2 0v3.2L1.5 8v1.5L7 8v3.5L5.5 13v1L8 13.2l2.5.8v-1L9 11.5V8l5.5 1.5V8Z',
  landing: 'M1.5 14.5h13M2 5.5l1.3-.5 2.7 2.2L6.5 3l1.4-.4 1.6 5.5 3.4 1a1.2 1.2 0 0 1-.6 2.3l-9-2.4L2 5.5Z',
  bag: 'M3 5.5h10v9H3v-9ZM6 5.5V3.5h4v2M6 8v4M10 8v4',
  check: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5 8.2l2 2 4-4.2',
  cancel: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM5.5 5.5l5 5M10.5 5.5l-5 5',
  divert: 'M3 14.5V9a3 3 0 0 1 3-3h6.5M10 3.5 12.5 6 10 8.5',
};

export function StatusIcon({ icon }: { icon: StatusIconName }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={PATHS[icon]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
