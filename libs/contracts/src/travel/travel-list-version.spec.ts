import { readTravelListCopy, travelListCopy } from './travel-list-version';

const VERSION = '3f2c5b9e-0d7e-4c55-9a4e-1a2b3c4d5e6f';

describe('travel list copies', () => {
  it('reads back the JSON of a copy tagged with the version asked for', () => {
    const json = '[{"id":"a","notes":"two\\nlines"}]';
    expect(readTravelListCopy(travelListCopy(VERSION, json), VERSION)).toBe(json);
    expect(readTravelListCopy(travelListCopy(VERSION, '[]'), VERSION)).toBe('[]');
  });

  it('refuses a copy of another version, a missing one and a malformed one', () => {
    const other = '0b7d9c59-7a53-4f0e-8f0a-3a7d2c9b1e22';
    expect(readTravelListCopy(travelListCopy(other, '[]'), VERSION)).toBeNull();
    expect(readTravelListCopy(null, VERSION)).toBeNull();
    expect(readTravelListCopy(VERSION, VERSION)).toBeNull();
    expect(readTravelListCopy(`${VERSION}[]`, VERSION)).toBeNull();
    expect(readTravelListCopy(`${VERSION}x\n[]`, `${VERSION}`)).toBeNull();
  });
});
