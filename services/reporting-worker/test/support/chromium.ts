/** The Chromium the tests run: CHROMIUM_PATH, else Debian's package (as the worker's default). */
export const TEST_CHROMIUM_PATH = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
