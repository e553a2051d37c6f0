import path from 'node:path';

/** The empty page the bundle bench measures as the framework's floor. */
const config = {
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
  typescript: { ignoreBuildErrors: true },
};

export default config;
