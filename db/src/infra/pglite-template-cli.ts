import v8 from 'node:v8';
import { writePgliteBase, writePgliteTemplate } from './pglite-template';

// As the server does (api/src/main.ts): the optimised WebAssembly code is not worth its memory
// here either. This runs during a first start, so its peak is that start's peak.
v8.setFlagsFromString('--liftoff-only');

// Run by the build: `pglite-template <file> [base]` writes the starting copy of a new embedded
// database to <file>, from the initialised directory <base> when it fits the engine.
// `pglite-template --base <base>` makes that initialised directory (`npm run pglite:base`).
const [first, second] = process.argv.slice(2);
if (first === '--base' && second) await writePgliteBase(second);
else if (first && first !== '--base') await writePgliteTemplate(first, second);
else throw new Error('Usage: pglite-template <file> [base] | pglite-template --base <base>');
