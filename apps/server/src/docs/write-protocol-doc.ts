import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderProtocolDoc } from './protocol-doc.js';

// apps/server/dist/docs → the repository's docs folder.
const target = fileURLToPath(new URL('../../../../docs/protocol.md', import.meta.url));
writeFileSync(target, renderProtocolDoc());
console.log(`wrote ${target}`);
