import { describe, expect, it } from 'vitest';
import { homeFor, originFrom } from '../../../src/client/lib/session/destinations';

describe('where people go after signing in', () => {
  it('sends admins to /admin and users to /', () => {
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('officer')).toBe('/admin');
    expect(homeFor('user')).toBe('/');
  });

  it('follows only remembered paths inside the app', () => {
    expect(originFrom({ from: '/admin' })).toBe('/admin');
    expect(originFrom({ from: '//evil.example/x' })).toBeNull();
    expect(originFrom({ from: 'https://evil.example' })).toBeNull();
    expect(originFrom({ from: 42 })).toBeNull();
    expect(originFrom(null)).toBeNull();
    expect(originFrom(undefined)).toBeNull();
  });
});
