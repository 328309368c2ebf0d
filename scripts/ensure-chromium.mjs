// The browser tests drive Debian's Chromium; no tool downloads a browser of its own (see debian-program.mjs).
import { ensureDebianProgram, printWhenRun } from './debian-program.mjs';

export function ensureChromium() {
  return ensureDebianProgram({
    label: 'Chromium',
    debianPackage: 'chromium',
    candidates: [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    missing:
      'The browser tests need Chromium and none was found at /usr/bin/chromium.\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  });
}

printWhenRun(import.meta.url, ensureChromium);
