import { readTravelListCopy, travelListCopy } from './travel-list-version';

const VERSION = '3f2c5b9e-0d7e-4c55-9a4e-1a2b3c4d5e6f';
const HOLDER = { id: '6a1e2d3c-0000-4b4b-8c8c-000000000001', isAccountHolder: true };
const CHILD = { id: '6a1e2d3c-0000-4b4b-8c8c-000000000002', isAccountHolder: false };

describe('travel list copies', () => {
  it('reads back the JSON of a copy tagged with the version asked for', () => {
    const json = '[{"id":"a","notes":"two\\nlines"}]';
    expect(readTravelListCopy(travelListCopy(VERSION, HOLDER, json), VERSION, undefined)).toBe(
      json,
    );
    expect(readTravelListCopy(travelListCopy(VERSION, HOLDER, '[]'), VERSION, undefined)).toBe(
      '[]',
    );
  });

  it("serves the account holder's copy by alias and by id, another traveller's by id only", () => {
    const holder = travelListCopy(VERSION, HOLDER, '["h"]');
    expect(readTravelListCopy(holder, VERSION, HOLDER.id)).toBe('["h"]');
    expect(readTravelListCopy(holder, VERSION, CHILD.id)).toBeNull();
    const child = travelListCopy(VERSION, CHILD, '["c"]');
    expect(readTravelListCopy(child, VERSION, CHILD.id)).toBe('["c"]');
    expect(readTravelListCopy(child, VERSION, undefined)).toBeNull();
    expect(readTravelListCopy(child, VERSION, HOLDER.id)).toBeNull();
  });

  it('refuses a copy of another version, a missing one and a malformed one', () => {
    const other = '0b7d9c59-7a53-4f0e-8f0a-3a7d2c9b1e22';
    expect(readTravelListCopy(travelListCopy(other, HOLDER, '[]'), VERSION, undefined)).toBeNull();
    expect(readTravelListCopy(null, VERSION, undefined)).toBeNull();
    expect(readTravelListCopy(VERSION, VERSION, undefined)).toBeNull();
    expect(readTravelListCopy(`${VERSION}[]`, VERSION, undefined)).toBeNull();
    expect(readTravelListCopy(`${VERSION}\n[]`, VERSION, undefined)).toBeNull();
    expect(
      readTravelListCopy(`${VERSION}x\n${HOLDER.id} holder\n[]`, VERSION, undefined),
    ).toBeNull();
  });
});
