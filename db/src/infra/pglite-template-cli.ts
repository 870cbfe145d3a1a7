import v8 from 'node:v8';
import { writePgliteTemplate } from './pglite-template';

// As the server does (api/src/main.ts): the optimised WebAssembly code is not worth its memory
// here either. This runs during a first start, so its peak is that start's peak.
v8.setFlagsFromString('--liftoff-only');

// Run by the build: writes the starting copy of a new embedded database to the path given.
const file = process.argv[2];
if (!file) throw new Error('Usage: pglite-template <file>');
await writePgliteTemplate(file);
