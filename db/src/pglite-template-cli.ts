import { writePgliteTemplate } from './pglite-template';

// Run by the build: writes the starting copy of a new embedded database to the path given.
const file = process.argv[2];
if (!file) throw new Error('Usage: pglite-template <file>');
await writePgliteTemplate(file);
