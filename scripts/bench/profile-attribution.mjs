// The pure half of bench:profile: a V8 CPU profile's self time, each sample's frame folded to what owns its
// original source (a package, an app folder, the document's inline scripts). Source maps are looked up by the
// caller (`resolve`), so this half is tested without a browser or a build.

/**
 * The owner of an original source path: a package (`react-dom`, a package Next compiles in, `@tanstack/query-core`),
 * Next's own folder (`next/src/client/components`), Turbopack's runtime, or an app folder (`components/layout/header`).
 */
export function ownerOf(source, url) {
  if (!source) {
    if (!url) return '(native, V8)';
    return url.includes('/_next/') ? `chunk ${new URL(url).pathname.split('/').pop()}` : 'document (inline scripts)';
  }
  const clean = source
    .replace(/^.*?\[project\]\//, '')
    .replace(/^(?:webpack|turbopack):\/\/\/?/, '')
    .replace(/\?.*$/, '');
  const pkg = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(.*))?/);
  if (pkg) {
    const rest = (pkg[2] ?? '').split('/');
    if (pkg[1] === 'next') {
      const compiled = rest[0] === 'dist' && rest[1] === 'compiled' ? rest[2] : null;
      return compiled ?? `next/${rest.slice(0, 3).join('/')}`;
    }
    return pkg[1];
  }
  if (!clean.includes('/')) return `turbopack runtime (${clean || 'inline'})`;
  return clean.split('/').slice(0, 3).join('/');
}

/**
 * Self time (µs) by owner and by "owner function" of one profile. `resolve(callFrame)` gives the frame's
 * original { source, name } (or nulls). Idle and "(program)" samples are left out: they are not JavaScript.
 */
export function selfTimes(profile, resolve) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const perNode = new Map();
  profile.samples.forEach((id, i) => {
    perNode.set(id, (perNode.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const byOwner = new Map();
  const byFunction = new Map();
  for (const [id, us] of perNode) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') continue;
    const gc = callFrame.functionName === '(garbage collector)';
    const { source, name } = gc || !callFrame.url ? { source: null, name: null } : resolve(callFrame);
    const owner = gc ? '(garbage collector)' : ownerOf(source, callFrame.url);
    const fn = `${owner}  ${name || callFrame.functionName || '(anonymous)'}`;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  return { byOwner, byFunction };
}

/** Adds `from`'s values into `into`, key by key. */
export function addInto(into, from) {
  for (const [key, value] of from) into.set(key, (into.get(key) ?? 0) + value);
  return into;
}
