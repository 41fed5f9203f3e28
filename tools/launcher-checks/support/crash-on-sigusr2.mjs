// Loaded into the launcher by a test (`node --import <this file> scripts/start.mjs`): SIGUSR2 makes
// the launcher crash with an uncaught exception, as a bug in it would.
process.on('SIGUSR2', () => {
  throw new Error('injected crash (launcher-checks)');
});
