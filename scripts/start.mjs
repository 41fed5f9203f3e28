// `npm start`. The runnable product is assembled by the next issues (gateway, services, SPA);
// until they land this says so plainly instead of pretending to start anything.
const lines = [
  'Schengen Tracker is not assembled yet: the gateway, the services and the web app arrive with',
  'the platform issue (#3) and the feature issues after it, so there is no server to start.',
  '',
  'What works today:',
  '  npm test          lint, type-check and every test (the 90/180 rules run in UTC and Pacific/Auckland)',
  '  npm run bench     the rules library benchmark (prints its figures)',
];
console.error(lines.join('\n'));
process.exit(1);
