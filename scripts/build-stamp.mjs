import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What each part of the build is made from. A part is rebuilt when the hash of its sources
 * differs from the one written beside its output; contents are hashed, not times, so a fresh
 * clone or a branch switch never runs a stale build.
 */
export const PARTS = {
  server: {
    sources: [
      'api/src',
      'bot/src',
      'db/src',
      'migrations',
      // The stamp changes with the initialised directory beside it (pglite-template.ts).
      'db/pglite/initdb.json',
      'scripts/build.mjs',
      'scripts/bundle-server.mjs',
      'package-lock.json',
    ],
    stamp: 'dist/server/.build-stamp',
  },
  web: {
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'db/src',
      'api/src',
      'package-lock.json',
    ],
    stamp: 'web/dist/.build-stamp',
  },
};

function filesUnder(entry, out) {
  if (!existsSync(entry)) return out;
  if (statSync(entry).isFile()) {
    out.push(entry);
    return out;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name === 'node_modules' || name === 'dist' || name.endsWith('.test.ts')) continue;
    filesUnder(path.join(entry, name), out);
  }
  return out;
}

export function sourceHash(part) {
  const hash = createHash('sha256');
  for (const source of PARTS[part].sources) {
    for (const file of filesUnder(source, [])) {
      hash.update(file).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function isCurrent(part, hash = sourceHash(part)) {
  const stamp = PARTS[part].stamp;
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

export function writeStamp(part, hash) {
  writeFileSync(PARTS[part].stamp, `${hash}\n`);
}
