import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { isSemver, manifestProblems } from './manifest.ts';

/** Issue 11, item 9: a version is a version per the Semantic Versioning 2.0.0 specification, nothing looser. */
describe('isSemver', () => {
  const valid = [
    '0.0.0',
    '1.0.0',
    '10.20.30',
    '1.0.0-alpha',
    '1.0.0-alpha.1',
    '1.0.0-0.3.7',
    '1.0.0-x.7.z.92',
    '1.0.0-x-y-z.--',
    '1.0.0-alpha+001',
    '1.0.0+20130313144700',
    '1.0.0-beta+exp.sha.5114f85',
    '1.0.0+21AF26D3----117B344092BD',
    '1.0.0-0A.is.legal',
  ];
  const invalid = [
    '1.0.0-..',
    '1.0.0-.',
    '1.0.0-',
    '1.0.0+',
    '1.0.0-alpha..1',
    '1.0.0-alpha.',
    '1.0.0+build..1',
    '1.0.0-01',
    '1.0.0-alpha.01',
    '01.0.0',
    '1.01.0',
    '1.0',
    '1',
    'v1.0.0',
    '=1.0.0',
    ' 1.0.0',
    '1.0.0 ',
    '1.0.0\n',
    '1.0.0-alpha_beta',
    '1.0.0-α',
    `1.0.0-${'a'.repeat(260)}`,
    '99999999999999999999.0.0',
    '',
  ];

  it.each(valid)('accepts %j, as the semver package does strictly', (version) => {
    expect(isSemver(version)).toBe(true);
    expect(semver.parse(version, { loose: false })?.version).toBe(version.replace(/\+.*$/, ''));
  });

  it.each(invalid)('refuses %j', (version) => {
    expect(isSemver(version)).toBe(false);
    // The semver package refuses it too, or reads it as another text (without the `v`, `=` or spaces).
    expect(semver.valid(version, { loose: false })).not.toBe(version);
  });

  it('is what the manifest check uses', () => {
    expect(manifestProblems({ id: 'x', version: '1.0.0-..' })).toEqual([
      expect.stringMatching(/^version must be a semantic version/),
    ]);
  });
});
