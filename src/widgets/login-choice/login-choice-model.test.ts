import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../core/config';
import { loginTargets, openerIn, withNext } from './login-choice-model';

const page = {
  href: 'https://prodoctorov.ru/moskva/vrach/?page=2',
  hostname: 'prodoctorov.ru',
  loginUrl: '/login/',
};
const NEXT = encodeURIComponent(page.href);

describe('login choice targets (portal-identity-reviews §2)', () => {
  // The profile login lives on other hosts of the site: the page lists them (ADR 187).
  beforeEach(() => configure({ allowedRedirectHosts: ['profile.prodoctorov.ru', 'profile.vrachi.example'] }));
  afterEach(() => resetConfig());

  it("refuses a login URL on a host that is neither the page's, the site's nor allowed (issue 19)", () => {
    const { targets, problems } = loginTargets(
      { patientLoginUrl: 'https://evil.example/login/', profileLoginUrl: 'https://evil.example/p/' },
      page,
    );
    expect(targets.doctor).toBeNull();
    expect(targets.patient).not.toContain('evil.example');
    expect(problems.join('\n')).toContain('allowedRedirectHosts');
  });

  it('sends the patient to the login page with next and the doctor to the profile login', () => {
    const { targets, problems } = loginTargets(
      { patientLoginUrl: '/patient/login/', profileLoginUrl: 'https://profile.prodoctorov.ru/login/' },
      page,
    );
    expect(targets).toEqual({
      patient: `/patient/login/?next=${NEXT}`,
      doctor: 'https://profile.prodoctorov.ru/login/',
    });
    expect(problems).toEqual([]);
  });

  it('defaults the patient login to config loginUrl', () => {
    expect(loginTargets({ profileLoginUrl: '/p/' }, page).targets.patient).toBe(`/login/?next=${NEXT}`);
  });

  it('uses the alternate profile login on the alternate doctor-service domain', () => {
    const inputs = {
      profileLoginUrl: 'https://profile.prodoctorov.ru/login/',
      altProfileLoginUrl: 'https://profile.vrachi.example/login/',
      altDomain: 'Vrachi.example',
    };
    expect(loginTargets(inputs, page).targets.doctor).toBe('https://profile.prodoctorov.ru/login/');
    expect(loginTargets(inputs, { ...page, hostname: 'vrachi.example' }).targets.doctor).toBe(
      'https://profile.vrachi.example/login/',
    );
  });

  it('reports a missing or unsafe profile login and hides that button', () => {
    const missing = loginTargets({}, page);
    expect(missing.targets.doctor).toBeNull();
    expect(missing.problems).toEqual([
      'attribute "profile-login-url" is required: the doctor-or-clinic login (its button is hidden)',
    ]);
    const unsafe = loginTargets({ profileLoginUrl: 'javascript:alert(1)' }, page);
    expect(unsafe.targets.doctor).toBeNull();
    expect(unsafe.problems[0]).toContain('attribute "profile-login-url" must be an http(s) or relative URL');
    const alt = loginTargets({ profileLoginUrl: '/p/', altDomain: 'prodoctorov.ru' }, page);
    expect(alt.targets.doctor).toBe('/p/');
    expect(alt.problems[0]).toContain('"alt-profile-login-url" is missing');
  });

  it('keeps an existing next, the query and the hash', () => {
    expect(withNext('/login/?next=%2Fx%2F', page.href)).toBe('/login/?next=%2Fx%2F');
    expect(withNext('/login/?a=1#top', page.href)).toBe(`/login/?a=1&next=${NEXT}#top`);
  });

  it('finds the opener in an event path', () => {
    const opener = document.createElement('a');
    opener.setAttribute('data-pd-login-choice', '');
    const inner = document.createElement('span');
    opener.append(inner);
    expect(openerIn([inner, opener, document.body, document, window])).toBe(opener);
    expect(openerIn([document.body, document, window])).toBeNull();
  });
});
